import type { Translate } from './translate';
import type { Rule } from './types';

// Spec 3 §5: the types a file question accepts unless it says otherwise.
export const DEFAULT_ALLOWED_FILE_TYPES = [
  '.doc',
  '.docx',
  '.pdf',
  '.txt',
  '.png',
  '.jpg',
  '.jpeg',
];

const MB = 1024 * 1024;

type FileLike = { name: string; size: number };

function filesOf(value: unknown): FileLike[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((file: unknown) => {
    const entry = (file && typeof file === 'object' ? file : {}) as {
      name?: unknown;
      size?: unknown;
    };
    return {
      name: typeof entry.name === 'string' ? entry.name : '',
      size: typeof entry.size === 'number' && Number.isFinite(entry.size) ? entry.size : 0,
    };
  });
}

function listOf(names: string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** Spec 3 §5 file upload: count, size per file, total size, allowed types. */
export function fileMessage(
  value: unknown,
  rules: readonly Rule[],
  allowedTypes: readonly string[] | undefined,
  t: Translate,
  locale: string,
): string | undefined {
  const files = filesOf(value);
  if (!files) return t('uploadError');
  for (const rule of rules) {
    const limit = 'value' in rule ? Number(rule.value) : NaN;
    if (rule.type === 'minLength' && files.length < limit)
      return rule.message ?? t('fileMin', { count: limit });
    if (rule.type === 'maxLength' && files.length > limit)
      return rule.message ?? t('fileMax', { count: limit });
    if (rule.type === 'maxFileSizeMB') {
      const large = files.filter((file) => file.size > limit * MB).map((file) => file.name);
      if (large.length > 0)
        return rule.message ?? t('fileTooLarge', { size: limit, names: listOf(large, locale) });
    }
    if (rule.type === 'maxCumulativeFileSizeMB') {
      const total = files.reduce((sum, file) => sum + file.size, 0);
      if (total > limit * MB) return rule.message ?? t('fileTotalTooLarge', { size: limit });
    }
  }
  const allowed = (allowedTypes?.length ? allowedTypes : DEFAULT_ALLOWED_FILE_TYPES).map((type) =>
    type.toLowerCase(),
  );
  const refused = files
    .filter(
      (file) =>
        !allowed.some((type) =>
          file.name.toLowerCase().endsWith(type.startsWith('.') ? type : `.${type}`),
        ),
    )
    .map((file) => file.name);
  if (refused.length > 0) return t('fileType', { names: listOf(refused, locale) });
  return undefined;
}

/** Spec 3 §5: a file question allows several files only when its maximum exceeds one. */
export function allowsMultipleFiles(rules: readonly Rule[] | undefined): boolean {
  const max = rules?.find((rule) => rule.type === 'maxLength');
  return !max || Number((max as { value: unknown }).value) > 1;
}
