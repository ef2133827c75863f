import { STORED_FILE_ID_PATTERN } from '@careers/contracts';
import {
  createTranslator,
  isTextAnswerTooLong,
  shownValues,
  UPLOAD_ERROR_KEY,
  validateForm,
  type FormDefinition,
  type FormErrors,
  type FormValues,
  type QuestionItem,
} from '@careers/forms/core';
import { serverText } from '../../shared/server-text';

// What the server makes of a submission before anything is stored — the same rules and words as
// the browser (`validateForm` of @careers/forms/core), plus what only the server can know: which
// questions exist, which are shown, and which uploads are the candidate's.

export type StoredFileInfo = { id: string; name: string; size: number; contentType: string };
// The stored answer of a file question: the upload's id and what the candidate saw of it.
type FileAnswer = { fileId: string; name: string; size: number; type: string };

export type AnswerCheck = {
  // Shown questions only, files by id: what is stored.
  answers: FormValues;
  errors: FormErrors;
};

const FILE_TYPES = new Set(['fileUpload', 'file_upload']);
// Questions that show something and hold no answer.
const DISPLAY_TYPES = new Set(['info', 'instruction']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function formQuestions(definition: FormDefinition): QuestionItem[] {
  return definition.sections.flatMap((section) => section.items);
}

// The ids of uploads an answer names, so the caller can look them up in one query.
export function fileIdsIn(definition: FormDefinition, values: FormValues): string[] {
  const ids = new Set<string>();
  const visit = (items: readonly QuestionItem[], scope: FormValues) => {
    for (const item of items) {
      const value = scope[item.name];
      if (FILE_TYPES.has(item.type) && Array.isArray(value)) {
        for (const file of value) {
          const id = isRecord(file) ? file.fileId : undefined;
          if (typeof id === 'string' && STORED_FILE_ID_PATTERN.test(id)) ids.add(id);
        }
      }
      if (item.type === 'dynamicList' && Array.isArray(value)) {
        for (const row of value) {
          if (isRecord(row)) visit(item.dynamicListOptions?.items ?? [], row);
        }
      }
    }
  };
  visit(formQuestions(definition), values);
  return [...ids];
}

type Walk = {
  files: ReadonlyMap<string, StoredFileInfo>;
  errors: FormErrors;
  locale: string;
  // A draft keeps no answer past the toolkit's ceiling (the browser leaves it out too); a
  // submission keeps it for the rules to refuse in the browser's words.
  draft: boolean;
};

// The stored form of one file question's value, or an error for the first file that is not
// one of the candidate's uploads. Content never reaches the database: only the id. A file the
// toolkit lists as refused (`status: 'error'`) was never stored: the browser's own words for it.
function storedFiles(value: unknown, name: string, walk: Walk): unknown {
  if (!Array.isArray(value)) return value;
  const answers: FileAnswer[] = [];
  for (const file of value) {
    if (isRecord(file) && file.status === 'error') {
      walk.errors[name] ??= createTranslator(walk.locale)(UPLOAD_ERROR_KEY);
      return value;
    }
    const id = isRecord(file) ? file.fileId : undefined;
    const stored = typeof id === 'string' ? walk.files.get(id) : undefined;
    if (!stored) {
      walk.errors[name] ??= serverText(walk.locale).formAnswers.unknownFile;
      return value;
    }
    answers.push({
      fileId: stored.id,
      name: stored.name,
      size: stored.size,
      type: stored.contentType,
    });
  }
  return answers;
}

function cleanItems(
  items: readonly QuestionItem[],
  values: FormValues,
  prefix: string,
  walk: Walk,
): FormValues {
  const byName = new Map(items.map((item) => [item.name, item]));
  for (const key of Object.keys(values)) {
    const item = byName.get(key);
    if (!item || DISPLAY_TYPES.has(item.type))
      walk.errors[prefix + key] ??= serverText(walk.locale).formAnswers.unknownQuestion;
  }
  const shown = shownValues(
    items.filter((item) => !DISPLAY_TYPES.has(item.type)),
    values,
  );
  const clean: FormValues = {};
  for (const [key, value] of Object.entries(shown)) {
    const item = byName.get(key);
    if (!item || item.disabled === true) continue;
    if (FILE_TYPES.has(item.type)) {
      clean[key] = storedFiles(value, prefix + key, walk);
    } else if (item.type === 'dynamicList' && Array.isArray(value)) {
      const rowItems = item.dynamicListOptions?.items ?? [];
      clean[key] = value.map((row: unknown, index) =>
        isRecord(row) ? cleanItems(rowItems, row, `${prefix}${key}.${index}.`, walk) : row,
      );
    } else if (!(walk.draft && isTextAnswerTooLong(value))) {
      clean[key] = value;
    }
  }
  return clean;
}

// For the rules, a stored file reads as the toolkit's uploaded file (its size and type are the
// server's, measured from the bytes, not what the browser claimed).
function asUploadedFiles(definition: FormDefinition, answers: FormValues): FormValues {
  const convert = (items: readonly QuestionItem[], scope: FormValues): FormValues => {
    const out: FormValues = { ...scope };
    for (const item of items) {
      const value = scope[item.name];
      if (FILE_TYPES.has(item.type) && Array.isArray(value)) {
        out[item.name] = value.map((file: unknown) =>
          isRecord(file)
            ? {
                ...file,
                uid: file.fileId,
                lastModified: 0,
                webkitRelativePath: '',
                content: '',
                status: 'done',
              }
            : file,
        );
      } else if (item.type === 'dynamicList' && Array.isArray(value)) {
        const rowItems = item.dynamicListOptions?.items ?? [];
        out[item.name] = value.map((row: unknown) =>
          isRecord(row) ? convert(rowItems, row) : row,
        );
      }
    }
    return out;
  };
  return convert(formQuestions(definition), answers);
}

export function checkAnswers(
  definition: FormDefinition,
  values: FormValues,
  options: { locale: string; today: string; files: ReadonlyMap<string, StoredFileInfo> },
): AnswerCheck {
  const walk: Walk = {
    files: options.files,
    errors: Object.create(null) as FormErrors,
    locale: options.locale,
    draft: false,
  };
  const answers = cleanItems(formQuestions(definition), values, '', walk);
  const ruleErrors = validateForm(definition, asUploadedFiles(definition, answers), {
    locale: options.locale,
    today: options.today,
  });
  return { answers, errors: { ...ruleErrors, ...walk.errors } };
}

// The answers to keep in a draft or a form saved for later: no rules yet (the candidate is not
// done), but only shown questions of the form, and uploads only by id.
export function draftAnswers(
  definition: FormDefinition,
  values: FormValues,
  files: ReadonlyMap<string, StoredFileInfo>,
  locale = 'en',
): AnswerCheck {
  const walk: Walk = { files, errors: Object.create(null) as FormErrors, locale, draft: true };
  const answers = cleanItems(formQuestions(definition), values, '', walk);
  return { answers, errors: { ...walk.errors } };
}
