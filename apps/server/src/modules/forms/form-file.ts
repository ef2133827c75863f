import {
  FORM_ID_PATTERN,
  FORM_LAYOUTS,
  type FormLayout,
  EMBEDDED_FORM_FRAME,
} from '@careers/contracts';
import {
  QUESTION_TYPES,
  compileRegex,
  conditionFields,
  storedOptionProblems,
  type FormDefinition,
  type QuestionItem,
} from '@careers/forms/core';

// The JSON file an employer imports with `careers forms import FILE.json` — the toolkit's form
// definition (docs/product/forms-toolkit.md) plus how the site offers it. Everything is checked
// here, once, so what the database holds is a definition every candidate's browser and the
// server can run.
export type FormFile = {
  id: string;
  title: string;
  layout: FormLayout;
  isPublic: boolean;
  embedUrl: string | null;
  definition: FormDefinition;
};

// A question's name is a key of the answers, and `.` separates a list's rows (`list.0.field`).
const QUESTION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const KNOWN_TYPES = new Set<string>(QUESTION_TYPES);
const MAX_ITEMS = 500;
const MAX_LIST_DEPTH = 3;

export class FormFileError extends Error {
  constructor(readonly problems: string[]) {
    super(`The form file is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'FormFileError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

type Check = { problems: string[]; count: number };

function checkItems(items: unknown, path: string, check: Check, depth: number): void {
  if (!Array.isArray(items)) {
    check.problems.push(`${path}: items must be a list`);
    return;
  }
  const names = new Set<string>();
  const conditions: { at: string; fields: string[] }[] = [];
  items.forEach((raw: unknown, index) => {
    const at = `${path}[${index}]`;
    check.count += 1;
    if (!isRecord(raw)) {
      check.problems.push(`${at}: must be an object`);
      return;
    }
    const item = raw as QuestionItem;
    if (typeof item.name !== 'string' || !QUESTION_NAME.test(item.name)) {
      check.problems.push(`${at}: name must be letters, digits and _ (starting with a letter)`);
    } else if (names.has(item.name)) {
      check.problems.push(`${at}: the name "${item.name}" is used twice`);
    } else {
      names.add(item.name);
    }
    const type: unknown = raw.type;
    if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) {
      check.problems.push(`${at}: unknown type "${String(type)}"`);
    }
    if ('visibleFn' in raw)
      check.problems.push(`${at}: visibleFn cannot be stored; use visibleWhen`);
    // Functions (itemTitleRenderer, a formatValue function) are for forms built in code, and an
    // icon must be one the browser can draw: the stored form is the form candidates see.
    for (const problem of storedOptionProblems(raw)) check.problems.push(`${at}.${problem}`);
    if (item.visibleWhen !== undefined) {
      try {
        conditions.push({ at, fields: conditionFields(item.visibleWhen) });
      } catch {
        check.problems.push(`${at}: visibleWhen is not a condition`);
      }
    }
    for (const rule of Array.isArray(item.rules) ? (item.rules as unknown[]) : []) {
      if (!isRecord(rule) || rule.type !== 'regex') continue;
      if (typeof rule.value !== 'string' || compileRegex(rule.value) === null) {
        check.problems.push(`${at}: the regex rule does not compile`);
      }
    }
    if (item.type === 'dynamicList') {
      if (depth >= MAX_LIST_DEPTH) check.problems.push(`${at}: lists nest too deeply`);
      else
        checkItems(
          item.dynamicListOptions?.items,
          `${at}.dynamicListOptions.items`,
          check,
          depth + 1,
        );
    }
  });
  for (const { at, fields } of conditions) {
    for (const field of fields) {
      if (!names.has(field))
        check.problems.push(`${at}: visibleWhen reads "${field}", not a question here`);
    }
  }
}

function checkDefinition(sections: unknown, check: Check): void {
  if (!Array.isArray(sections) || sections.length === 0) {
    check.problems.push('sections: must be a non-empty list');
    return;
  }
  // Conditions may read any question of the form, so names are unique across sections.
  const all: unknown[] = [];
  sections.forEach((section: unknown, index) => {
    if (!isRecord(section) || typeof section.title !== 'string' || section.title.trim() === '') {
      check.problems.push(`sections[${index}]: needs a title`);
      return;
    }
    if (Array.isArray(section.items)) all.push(...(section.items as unknown[]));
    else check.problems.push(`sections[${index}].items: must be a list`);
  });
  checkItems(all, 'items', check, 0);
}

function embedUrlOf(value: unknown, problems: string[]): string | null {
  if (value === undefined || value === null) return null;
  // An https address, or a page of this site (a path: not `//host`, no backslash).
  const isSitePath = typeof value === 'string' && /^\/(?![/\\])[^\s"'<>\\]*$/.test(value);
  const isHttps = typeof value === 'string' && /^https:\/\/[^\s"'<>]+$/.test(value);
  if (typeof value === 'string' && (isSitePath || isHttps) && value.length <= 2000) {
    return value;
  }
  problems.push(
    `embedUrl: must be an https address or a path of this site (shown in a ${EMBEDDED_FORM_FRAME.width}x${EMBEDDED_FORM_FRAME.height} frame)`,
  );
  return null;
}

export function parseFormFile(input: unknown): FormFile {
  if (!isRecord(input)) throw new FormFileError(['the file must hold one JSON object']);
  const check: Check = { problems: [], count: 0 };
  const id = typeof input.id === 'string' ? input.id : '';
  if (!FORM_ID_PATTERN.test(id))
    check.problems.push('id: lowercase letters, digits and -, up to 64');
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (title === '' || title.length > 200) check.problems.push('title: 1 to 200 characters');
  const layout = input.layout ?? 'simple';
  if (!FORM_LAYOUTS.includes(layout as FormLayout)) {
    check.problems.push(`layout: one of ${FORM_LAYOUTS.join(', ')}`);
  }
  if (input.isPublic !== undefined && typeof input.isPublic !== 'boolean') {
    check.problems.push('isPublic: true or false');
  }
  const embedUrl = embedUrlOf(input.embedUrl, check.problems);
  if (embedUrl === null) checkDefinition(input.sections, check);
  if (check.count > MAX_ITEMS) check.problems.push(`a form holds at most ${MAX_ITEMS} questions`);
  if (check.problems.length > 0) throw new FormFileError(check.problems);
  const sections = embedUrl === null ? (input.sections as FormDefinition['sections']) : [];
  return {
    id,
    title,
    layout: layout as FormLayout,
    isPublic: input.isPublic === true,
    embedUrl,
    definition: { id, title, sections },
  };
}
