import {
  validateForm,
  type FormDefinition,
  type FormValues,
  type QuestionItem,
  type Rule,
} from '@careers/forms/core';
import { checkBudget, percentile } from './lib/report';

// `validateForm` (the server checks every submission with it; the browser on submit)
// over a 300-question form of every kind — rules, visibility conditions, a dynamic list —
// answered mostly well, with a share of mistakes. Budget: 5 ms per run (p99 over 2000 runs).
const QUESTIONS = 300;
const SECTIONS = 10;
const WARM_UP = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const BUDGET_MS = 5;
const TODAY = '2026-06-15';

// A fixed sequence, so every run of the benchmark measures the same form.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

type Made = { item: QuestionItem; good: unknown; bad: unknown };

const file = (name: string, size: number) => ({
  uid: name,
  name,
  size,
  type: 'application/pdf',
  lastModified: 0,
  webkitRelativePath: '',
  content: '',
  status: 'done',
});

const MAKERS: ((name: string) => Made)[] = [
  (name) => ({
    item: {
      name,
      type: 'text',
      label: 'First name',
      required: true,
      rules: [
        { type: 'minLength', value: 2 },
        { type: 'maxLength', value: 40 },
        { type: 'regex', value: "/^[\\p{L} '-]+$/u" },
      ],
    },
    good: 'Ada Lovelace',
    bad: 'A',
  }),
  (name) => ({
    item: { name, type: 'email', label: 'Email', required: true },
    good: 'ada@example.com',
    bad: 'ada@example',
  }),
  (name) => ({
    item: { name, type: 'phone', label: 'Phone', required: true },
    good: '+1 202-555-0123',
    bad: '+1 555',
  }),
  (name) => ({
    item: {
      name,
      type: 'number',
      label: 'Years of experience',
      rules: [
        { type: 'minValue', value: 0 },
        { type: 'maxValue', value: 60 },
      ],
    },
    good: '12',
    bad: '99',
  }),
  (name) => ({
    item: {
      name,
      type: 'textarea',
      label: 'Why us?',
      rules: [{ type: 'maxLength', value: 2000 }],
    },
    good: 'Because the mission matters. '.repeat(20),
    bad: 'x'.repeat(2500),
  }),
  (name) => ({
    item: {
      name,
      type: 'date',
      label: 'Available from',
      required: true,
      rules: [
        { type: 'isFuture' },
        { type: 'isRelativeToToday', direction: 'next', duration: 6, unit: 'month' },
      ],
    },
    good: '2026-08-01',
    bad: '2025-01-01',
  }),
  (name) => ({
    item: {
      name,
      type: 'date',
      label: 'Graduation',
      rules: [{ type: 'isBetween', date1: '1960-01-01', date2: '2030-12-31' }],
    },
    good: '2015-06-30',
    bad: '2040-01-01',
  }),
  (name) => ({
    item: {
      name,
      type: 'dateRange',
      label: 'Employment',
      dateRangeOptions: { disallowFutureStartDate: true },
    },
    good: { startDate: '2020-01', endDate: null, isCurrent: true },
    bad: { startDate: '2020-01', endDate: null },
  }),
  (name) => ({
    item: {
      name,
      type: 'radio',
      label: 'Work authorization',
      required: true,
      radioOptions: {
        choices: [
          { label: 'Yes', value: 'yes' },
          { label: 'No', value: 'no' },
        ],
      },
    },
    good: 'yes',
    bad: null,
  }),
  (name) => ({
    item: {
      name,
      type: 'select',
      label: 'Country',
      selectOptions: {
        choices: ['US', 'CA', 'DE', 'FR', 'GB', 'IN', 'BR', 'JP'].map((code) => ({
          label: code,
          value: code,
        })),
      },
    },
    good: 'DE',
    bad: 'XX',
  }),
  (name) => ({
    item: {
      name,
      type: 'checkbox',
      label: 'Shifts',
      required: true,
      checkboxOptions: {
        choices: ['early', 'late', 'night'].map((value) => ({ label: value, value })),
      },
    },
    good: ['early', 'night'],
    bad: [],
  }),
  (name) => ({
    item: { name, type: 'checkboxItem', label: 'I agree to the terms', required: true },
    good: true,
    bad: false,
  }),
  (name) => ({
    item: { name, type: 'ssn', label: 'SSN' },
    good: '123-45-6789',
    bad: '123456789',
  }),
  (name) => ({
    item: { name, type: 'star_rating', label: 'Rate us' },
    good: 4,
    bad: 9,
  }),
  (name) => ({
    item: { name, type: 'skillSelector', label: 'Skills', required: true },
    good: ['TypeScript', 'SQL', 'Testing'],
    bad: [],
  }),
  (name) => ({
    item: {
      name,
      type: 'fileUpload',
      label: 'Résumé',
      required: true,
      rules: [
        { type: 'maxLength', value: 3 },
        { type: 'maxFileSizeMB', value: 5 },
        { type: 'maxCumulativeFileSizeMB', value: 10 },
      ] satisfies Rule[],
    },
    good: [file('cv.pdf', 200_000), file('cover.pdf', 80_000)],
    bad: [file('cv.pdf', 9_000_000)],
  }),
  (name) => ({
    item: { name, type: 'instruction', label: 'Read this first' },
    good: undefined,
    bad: undefined,
  }),
];

// A dynamic list of past jobs: each row has its own questions and a date comparison.
function jobsList(name: string): Made {
  const row = (index: number, valid: boolean) => ({
    company: valid ? `Company ${index}` : '',
    title: 'Engineer',
    start: '2018-01-01',
    end: valid ? '2020-01-01' : '2017-01-01',
  });
  return {
    item: {
      name,
      type: 'dynamicList',
      label: 'Jobs',
      rules: [
        { type: 'minLength', value: 1 },
        { type: 'maxLength', value: 10 },
      ],
      dynamicListOptions: {
        items: [
          { name: 'company', type: 'text', label: 'Company', required: true },
          { name: 'title', type: 'text', label: 'Title', required: true },
          { name: 'start', type: 'date', label: 'Start', required: true },
          {
            name: 'end',
            type: 'date',
            label: 'End',
            rules: [{ type: 'date_comparison', compare_to_field: 'start', operator: 'after' }],
          },
        ],
      },
    },
    good: [0, 1, 2, 3, 4].map((index) => row(index, true)),
    bad: [0, 1, 2, 3, 4].map((index) => row(index, index !== 2)),
  };
}

function buildForm(): { form: FormDefinition; values: FormValues } {
  const made: Made[] = [];
  for (let index = 0; index < QUESTIONS; index += 1) {
    const name = `q${index}`;
    const next = index % 60 === 59 ? jobsList(name) : pick(MAKERS)(name);
    // A third of the questions depend on an earlier answer (half of them hidden by it).
    if (index > 10 && random() < 0.33) {
      const trigger = `q${Math.floor(random() * (index - 1))}`;
      next.item.dependencies = [trigger];
      next.item.visibleWhen =
        random() < 0.5
          ? { op: 'notEmpty', field: trigger }
          : {
              op: 'or',
              conditions: [
                { op: 'equals', field: trigger, value: 'yes' },
                { op: 'in', field: trigger, values: ['DE', 'FR', 'GB'] },
                { op: 'not', condition: { op: 'empty', field: trigger } },
              ],
            };
    }
    made.push(next);
  }
  const values: FormValues = {};
  for (const { item, good, bad } of made) values[item.name] = random() < 0.15 ? bad : good;
  const perSection = QUESTIONS / SECTIONS;
  const form: FormDefinition = {
    sections: Array.from({ length: SECTIONS }, (_, section) => ({
      title: `Section ${section + 1}`,
      items: made.slice(section * perSection, (section + 1) * perSection).map(({ item }) => item),
    })),
  };
  return { form, values };
}

const { form, values } = buildForm();
const options = { today: TODAY };

let errorCount = 0;
for (let run = 0; run < WARM_UP; run += 1) {
  errorCount = Object.keys(validateForm(form, values, options)).length;
}

const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  validateForm(form, values, options);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
const ms = (value: number) => `${value.toFixed(3)} ms`;

console.log(
  `validateForm: ${QUESTIONS} questions in ${SECTIONS} sections, ${errorCount} errors per run, ` +
    `${RUNS} runs after ${WARM_UP} warm-up`,
);
console.log(
  `p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, ` +
    `p99 ${ms(percentile(times, 0.99))}, mean ${ms(mean)}, max ${ms(times.at(-1) ?? 0)}`,
);
checkBudget('validateForm, 300 questions (p99)', percentile(times, 0.99), BUDGET_MS, 'ms');
