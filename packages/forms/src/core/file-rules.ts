import { joinNames } from './list-format';
import { failWith } from './rule-message';
import type { Translate } from './translate';
import type { Rule } from './types';
import { isRecord, limitOf, listOf } from './values';

// The types a file question accepts unless it says otherwise.
export const DEFAULT_ALLOWED_FILE_TYPES: string[] = [
  '.doc',
  '.docx',
  '.pdf',
  '.txt',
  '.png',
  '.jpg',
  '.jpeg',
];

// The files whose preview address an uploaded file's entry links to, unless the question says
// otherwise (`fileUploadOptions.previewTypes`).
export const DEFAULT_PREVIEW_FILE_TYPES: string[] = [
  'doc',
  'docx',
  'pdf',
  'txt',
  'png',
  'jpg',
  'jpeg',
];

/** The catalog key of "File could not be uploaded". */
export const UPLOAD_ERROR_KEY = 'uploadError';

const MB = 1024 * 1024;

type FileFacts = { name: string; size: number; type: string };

/**
 * The files of an answer, or undefined when it is not a list of uploaded files (value shape {name,
 * size, type, content, status "done", …}). The size is the larger of the declared one and what the
 * base64 content holds, so a client cannot understate it.
 */
function filesOf(value: unknown): FileFacts[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const files: FileFacts[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.name !== 'string') return undefined;
    if (Object.hasOwn(entry, 'status') && entry.status !== 'done') return undefined;
    const declared = typeof entry.size === 'number' && entry.size > 0 ? entry.size : 0;
    const content = typeof entry.content === 'string' ? Math.floor(entry.content.length * 0.75) : 0;
    files.push({
      name: entry.name,
      size: Math.max(declared, content),
      type: typeof entry.type === 'string' ? entry.type.toLowerCase() : '',
    });
  }
  return files;
}

/** Extensions (".pdf", "pdf") and MIME types ("application/pdf", "image/*"), lower case. */
function typesOf(types: unknown): string[] {
  const listed =
    typeof types === 'string'
      ? types.split(',')
      : Array.isArray(types)
        ? types.filter((type): type is string => typeof type === 'string')
        : [];
  return listed
    .map((type) => type.trim().toLowerCase())
    .filter((type) => type !== '')
    .map((type) => (type.includes('/') || type.startsWith('.') ? type : `.${type}`));
}

function acceptsOf(allowedTypes: unknown): string[] {
  const accepts = typesOf(allowedTypes);
  return accepts.length > 0 ? accepts : [...DEFAULT_ALLOWED_FILE_TYPES];
}

function isAccepted(file: FileFacts, accepts: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return accepts.some((accept) => {
    if (accept.startsWith('.')) return name.endsWith(accept) && name.length > accept.length;
    if (accept.endsWith('/*')) return file.type.startsWith(accept.slice(0, -1));
    return file.type === accept;
  });
}

/**
 * File upload, rules in order: file count (minLength, maxLength), size per file (naming the files
 * over it), total size; then the allowed types (naming the files refused).
 */
export function fileMessage(
  value: unknown,
  rules: readonly Rule[],
  allowedTypes: unknown,
  t: Translate,
  locale: string,
): string | undefined {
  const files = filesOf(value);
  if (!files) return t(UPLOAD_ERROR_KEY);
  for (const rule of rules) {
    if (
      rule.type !== 'minLength' &&
      rule.type !== 'maxLength' &&
      rule.type !== 'maxFileSizeMB' &&
      rule.type !== 'maxCumulativeFileSizeMB'
    ) {
      continue;
    }
    const limit = limitOf(rule.value);
    if (Number.isNaN(limit)) continue;
    switch (rule.type) {
      case 'minLength':
        if (files.length < limit) return failWith(rule, t, 'fileMin', { count: limit });
        break;
      case 'maxLength':
        if (files.length > limit) return failWith(rule, t, 'fileMax', { count: limit });
        break;
      case 'maxFileSizeMB': {
        const large = files.filter((file) => file.size > limit * MB).map((file) => file.name);
        if (large.length > 0)
          return failWith(rule, t, 'fileTooLarge', {
            size: limit,
            names: joinNames(large, locale),
          });
        break;
      }
      case 'maxCumulativeFileSizeMB': {
        const total = files.reduce((sum, file) => sum + file.size, 0);
        if (total > limit * MB) return failWith(rule, t, 'fileTotalTooLarge', { size: limit });
        break;
      }
    }
  }
  const accepts = acceptsOf(allowedTypes);
  const refused = files.filter((file) => !isAccepted(file, accepts)).map((file) => file.name);
  return refused.length > 0 ? t('fileType', { names: joinNames(refused, locale) }) : undefined;
}

/** A file question allows several files only when its maximum count exceeds one. */
export function allowsMultipleFiles(rules: readonly Rule[] | undefined): boolean {
  const max = listOf(rules).find((rule) => isRecord(rule) && rule.type === 'maxLength');
  if (!isRecord(max)) return true;
  const limit = limitOf(max.value);
  return Number.isNaN(limit) || limit > 1;
}

/**
 * Whether an uploaded file's entry links to its preview: its name or type is among
 * `previewTypes` (written like allowedTypes; absent: the default doc, docx, pdf, txt, png, jpg,
 * jpeg; an empty list: none).
 */
export function isPreviewable(
  file: { name?: unknown; type?: unknown },
  previewTypes?: unknown,
): boolean {
  const listed = typeof previewTypes === 'string' || Array.isArray(previewTypes);
  const types = typesOf(listed ? previewTypes : DEFAULT_PREVIEW_FILE_TYPES);
  const facts: FileFacts = {
    name: typeof file.name === 'string' ? file.name : '',
    size: 0,
    type: typeof file.type === 'string' ? file.type.toLowerCase() : '',
  };
  return isAccepted(facts, types);
}
