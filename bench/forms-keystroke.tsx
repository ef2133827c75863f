/** @jsxRuntime automatic */
// (tsx reads the root tsconfig.json, which sets no JSX runtime; bench/tsconfig.json agrees.)
// Side effects first, in this order: jsdom's globals, then the render counter's DevTools hook,
// both before React DOM is loaded.
import './lib/browser-globals';
import { countRenders, isRenderCounterInjected, type RenderCount } from './lib/render-counter';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import type { DynamicForm, DynamicFormOptions } from '@careers/forms/react';
import {
  idle,
  mount,
  summarize,
  timedKeystroke,
  typeInto,
  unmount,
  type Mounted,
  type Sample,
  type Summary,
} from './lib/dom-timing';
import { AriaForm, ControlledForm, RegisteredForm } from './lib/forms-baselines';
import { importFormsReactForNode } from './lib/forms-toolkit';
import { checkBudget, median } from './lib/report';

// Budget: in jsdom with React's production build, a keystroke in one field of a
// 500-question form whose 500 other questions depend on it for visibility costs ≤ 2 ms of
// main-thread work and re-renders only the fields whose visibility changed; mounting the 500
// questions takes ≤ 400 ms. react-hook-form alone is measured beside it for scale.
const QUESTIONS = 500;
// The driver's value `hide<g>` hides the questions whose index % GROUPS is g: a keystroke
// flips exactly QUESTIONS / GROUPS of them, and any other value flips none.
const GROUPS = 50;
const FLIPPED = QUESTIONS / GROUPS;
const MOUNTS = 7;
const WARM_UP = 100;
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 300);
const FLIP_KEYSTROKES = Math.ceil(KEYSTROKES / 10);
const BUDGET_KEYSTROKE_MS = 2;
const BUDGET_MOUNT_MS = 400;
// The toolkit re-evaluates visibility 50 ms after the last change (docs/product/forms-toolkit.md).
const VISIBILITY_DEBOUNCE_MS = 50;

// Each mount and each series starts from a collected heap, so one's garbage is not another's cost.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const require = createRequire(import.meta.url);
function assertProductionReact(): void {
  const loaded = Object.entries(require.cache)
    .filter(([file, module]) => module?.loaded && /\/react(-dom)?\/cjs\//.test(file))
    .map(([file]) => file.replace(/.*\/node_modules\//, ''));
  const development = loaded.filter((file) => file.includes('.development.'));
  if (development.length > 0 || !loaded.includes('react-dom/cjs/react-dom-client.production.js')) {
    console.error(`Not React's production build (loaded: ${loaded.join(', ')}).`);
    process.exit(1);
  }
  console.log(`React production build: ${loaded.join(', ')}`);
}

const { useDynamicForm, SimpleForm, loadFormsCatalog } = await importFormsReactForNode();
assertProductionReact();
if (!isRenderCounterInjected()) {
  console.error('React DOM did not register with the render counter.');
  process.exit(1);
}

await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  resources: {},
});
await loadFormsCatalog(i18next, 'en');

const definition: DynamicFormOptions['definition'] = {
  title: 'Keystroke benchmark',
  sections: [
    {
      id: 'main',
      title: 'Questions',
      items: [
        { type: 'text', name: 'driver', label: 'Driver' },
        ...Array.from({ length: QUESTIONS }, (_, index) => ({
          type: 'text' as const,
          name: `q${index}`,
          label: `Question ${index + 1}`,
          dependencies: ['driver'],
          visibleWhen: {
            op: 'notEquals' as const,
            field: 'driver',
            value: `hide${index % GROUPS}`,
          },
        })),
      ],
    },
  ],
};
const FIELD_NAMES = ['driver', ...Array.from({ length: QUESTIONS }, (_, index) => `q${index}`)];

let toolkitForm: DynamicForm | undefined;
function ToolkitForm() {
  const form = useDynamicForm({ definition, today: '2026-06-15' });
  toolkitForm = form;
  return <SimpleForm form={form} aria-label="Keystroke benchmark" />;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function driverInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[name="driver"]');
  if (!input) throw new Error('No input named "driver".');
  return input;
}

const rows: [string, Summary][] = [];
function addRow(name: string, values: readonly number[]): Summary {
  const summary = summarize(values);
  rows.push([name, summary]);
  return summary;
}

function inputCount(container: HTMLElement): number {
  return container.querySelectorAll('input').length;
}

function expectInputs(container: HTMLElement, expected: number, when: string): void {
  const found = inputCount(container);
  if (found !== expected) throw new Error(`${when}: ${found} inputs, expected ${expected}.`);
}

// ---- The toolkit: mounting ----

const mountTimes: number[] = [];
for (let run = 0; run < MOUNTS; run += 1) {
  collectGarbage();
  const mounted = mount(<ToolkitForm />);
  mountTimes.push(mounted.ms);
  expectInputs(mounted.container, QUESTIONS + 1, 'After mounting');
  await idle();
  unmount(mounted);
}

let mounted: Mounted | undefined;
const mountRenders = await countRenders(() => {
  mounted = mount(<ToolkitForm />);
});
const form = toolkitForm;
if (!mounted || !form) throw new Error('The toolkit form did not mount.');
const { container } = mounted;
await idle();
const input = driverInput(container);
// The re-evaluation the toolkit runs 50 ms after the last change, run at once instead.
const reEvaluate = () => {
  form.runtime.visibility.flush();
};

// ---- The toolkit: keystrokes ----

let typed = 0;
const nextValue = () => `typing ${(typed += 1)}`;
for (let warm = 0; warm < WARM_UP; warm += 1) await timedKeystroke(input, nextValue(), reEvaluate);
collectGarbage();
const ordinary: Sample[] = [];
for (let stroke = 0; stroke < KEYSTROKES; stroke += 1) {
  ordinary.push(await timedKeystroke(input, nextValue(), reEvaluate));
}
expectInputs(container, QUESTIONS + 1, 'After ordinary keystrokes');
if (form.methods.getValues('driver') !== `typing ${typed}`) {
  throw new Error('The driver field does not hold the last value typed.');
}

const hiding: Sample[] = [];
const showing: Sample[] = [];
for (let stroke = 0; stroke < FLIP_KEYSTROKES; stroke += 1) {
  hiding.push(await timedKeystroke(input, `hide${stroke % GROUPS}`, reEvaluate));
  expectInputs(container, QUESTIONS + 1 - FLIPPED, `After "hide${stroke % GROUPS}"`);
  showing.push(await timedKeystroke(input, nextValue(), reEvaluate));
}
expectInputs(container, QUESTIONS + 1, 'After showing the questions again');

// ---- The toolkit: what re-renders (through the real 50 ms debounce) ----

type CountCase = { name: string; count: RenderCount; expected: Record<string, number> };
const countCases: CountCase[] = [
  {
    name: 'mount',
    count: mountRenders,
    expected: { Question: QUESTIONS + 1, TextQuestion: QUESTIONS + 1 },
  },
];
const debounced = (value: string) => async () => {
  typeInto(input, value);
  await sleep(VISIBILITY_DEBOUNCE_MS + 30);
};
countCases.push({
  name: 'ordinary keystroke',
  count: await countRenders(debounced(nextValue())),
  expected: { Question: 0, TextQuestion: 1 },
});
countCases.push({
  name: `keystroke hiding ${FLIPPED}`,
  count: await countRenders(debounced('hide7')),
  expected: { Question: FLIPPED, TextQuestion: 1 },
});
expectInputs(container, QUESTIONS + 1 - FLIPPED, 'After "hide7" and the debounce');
countCases.push({
  name: `keystroke showing ${FLIPPED}`,
  count: await countRenders(debounced(nextValue())),
  expected: { Question: FLIPPED, TextQuestion: 1 + FLIPPED },
});
expectInputs(container, QUESTIONS + 1, 'After showing them and the debounce');
unmount(mounted);

// ---- For scale: react-hook-form alone, React Aria alone (bench/lib/forms-baselines.tsx) ----

async function measureAlone(element: ReactElement) {
  collectGarbage();
  const alone = mount(element);
  await idle();
  const aloneInput = driverInput(alone.container);
  for (let warm = 0; warm < WARM_UP; warm += 1) await timedKeystroke(aloneInput, nextValue());
  collectGarbage();
  const samples: Sample[] = [];
  for (let stroke = 0; stroke < KEYSTROKES; stroke += 1) {
    samples.push(await timedKeystroke(aloneInput, nextValue()));
  }
  unmount(alone);
  return { mountMs: alone.ms, samples };
}
const registered = await measureAlone(<RegisteredForm names={FIELD_NAMES} />);
// React Aria's fields have not run yet (text questions are native inputs): the median of three.
const ariaMounts: number[] = [];
for (let run = 0; run < 3; run += 1) {
  collectGarbage();
  const ariaAlone = mount(<AriaForm names={FIELD_NAMES} />);
  ariaMounts.push(ariaAlone.ms);
  unmount(ariaAlone);
}
const controlled = await measureAlone(<ControlledForm names={FIELD_NAMES} />);

// An idle turn of the event loop, to read `settle` against.
const idleTurns: number[] = [];
for (let turn = 0; turn < 200; turn += 1) {
  const start = performance.now();
  await idle();
  idleTurns.push(performance.now() - start);
}

// ---- Report ----

const ms = (value: number) => value.toFixed(3).padStart(8);
console.log(
  `\nmount ${QUESTIONS + 1} questions (ms): ${mountTimes.map((time) => time.toFixed(1)).join(', ')}` +
    ` (the first cold); react-hook-form alone: register ${registered.mountMs.toFixed(1)} ms,` +
    ` useController ${controlled.mountMs.toFixed(1)} ms; React Aria TextFields alone ${median(ariaMounts).toFixed(1)} ms (median of 3)`,
);
const pick = (samples: Sample[], key: keyof Sample) => samples.map((sample) => sample[key]);
const withSettle = (samples: Sample[]) => samples.map((sample) => sample.total + sample.settle);
const toolkitWork = addRow('toolkit keystroke, all work', withSettle(ordinary));
addRow('  synchronous: event and re-evaluation', pick(ordinary, 'total'));
addRow('    event until committed', pick(ordinary, 'event'));
addRow('    visibility re-evaluation', pick(ordinary, 'flush'));
addRow('  after it, until idle', pick(ordinary, 'settle'));
addRow(`toolkit keystroke hiding ${FLIPPED}, all work`, withSettle(hiding));
addRow('    visibility re-evaluation', pick(hiding, 'flush'));
addRow(`toolkit keystroke showing ${FLIPPED}, all work`, withSettle(showing));
addRow('    visibility re-evaluation', pick(showing, 'flush'));
const registeredWork = addRow('react-hook-form register, all work', withSettle(registered.samples));
const controlledWork = addRow(
  'react-hook-form useController, all work',
  withSettle(controlled.samples),
);
addRow('(an idle event-loop turn)', idleTurns);
console.log(
  `\nper keystroke (ms), ${KEYSTROKES} ordinary and ${FLIP_KEYSTROKES} of each flip after ${WARM_UP} to warm up;` +
    ' "all work" is the event, the re-evaluation and what runs after them until the event loop is idle:',
);
console.log(
  `${''.padEnd(44)}${['p50', 'p95', 'mean', 'max'].map((head) => head.padStart(8)).join('')}`,
);
for (const [name, summary] of rows) {
  console.log(
    `${name.padEnd(44)}${ms(summary.p50)}${ms(summary.p95)}${ms(summary.mean)}${ms(summary.max)}`,
  );
}
const times = (alone: Summary) => `${(toolkitWork.mean / alone.mean).toFixed(1)}×`;
console.log(
  `toolkit / react-hook-form alone (mean): ${times(registeredWork)} register, ${times(controlledWork)} useController`,
);

console.log('\nrenders (components that ran, per case):');
let isRenderingTooMuch = false;
for (const { name, count, expected } of countCases) {
  const figures: string[] = [];
  for (const [component, want] of Object.entries(expected)) {
    const got = count.byComponent.get(component) ?? 0;
    // At mount every question renders once: fewer means the counter missed them.
    if (got > want || (got !== want && name === 'mount')) isRenderingTooMuch = true;
    figures.push(`${component} ${got} (expected ${want})${got === want ? '' : ' ✗'}`);
  }
  const all = [...count.byComponent.values()].reduce((sum, value) => sum + value, 0);
  console.log(
    `${name.padEnd(28)} ${figures.join(', ')}; ${all} components in ${count.commits} commit(s)`,
  );
}

console.log('');
checkBudget(
  `mount ${QUESTIONS} questions and the driver (median of ${MOUNTS})`,
  median(mountTimes),
  BUDGET_MOUNT_MS,
  'ms',
);
// The mean: the main-thread work a keystroke costs on average, its collections included.
checkBudget('keystroke, all work (mean)', toolkitWork.mean, BUDGET_KEYSTROKE_MS, 'ms');
if (isRenderingTooMuch) {
  console.log('FAIL question components re-render beyond the fields whose visibility changed');
  process.exitCode = 1;
} else {
  console.log('PASS only the typed field and the questions that flipped re-render');
}
