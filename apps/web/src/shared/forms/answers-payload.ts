import type { FormValues, UploadedFile } from '@careers/forms/core';
import { isTextAnswerTooLong } from '@careers/forms/react';

// A file question's value carries the file as base64 (docs/product/forms-toolkit.md). Before
// answers go to the server (a draft, a submission) each new file is uploaded once — checked and
// stored by the server — and the answer keeps only its id, so a draft save never resends the bytes.
// The upload itself is the caller's (shared/api/use-upload-form-file.ts).

type StoredUpload = UploadedFile & { fileId: string };

// Sends one file; answers it as the server stored it.
export type UploadFile = (
  file: Pick<UploadedFile, 'name' | 'type' | 'content'>,
) => Promise<Pick<StoredUpload, 'name' | 'size' | 'type' | 'fileId'>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function isUploadedFile(value: unknown): value is UploadedFile & { fileId?: string } {
  return (
    isRecord(value) &&
    value.status === 'done' &&
    typeof value.uid === 'string' &&
    typeof value.name === 'string' &&
    typeof value.content === 'string'
  );
}

// The files of this page's form already uploaded, by the uid the toolkit gave them.
export type UploadCache = Map<string, Promise<StoredUpload>>;

function uploadOnce(
  file: UploadedFile & { fileId?: string },
  upload: UploadFile,
  cache: UploadCache,
): Promise<StoredUpload> {
  if (file.fileId) return Promise.resolve({ ...file, content: '', fileId: file.fileId });
  let pending = cache.get(file.uid);
  if (!pending) {
    pending = upload({ name: file.name, type: file.type, content: file.content }).then(
      (stored) => ({
        ...file,
        name: stored.name,
        size: stored.size,
        type: stored.type,
        content: '',
        fileId: stored.fileId,
      }),
    );
    // A refused upload is tried again on the next save (the candidate may have replaced it).
    pending.catch(() => cache.delete(file.uid));
    cache.set(file.uid, pending);
  }
  return pending;
}

/**
 * The toolkit's `uploadFile` (FormHost): a chosen file is sent at once, as the same upload the
 * next save or submit awaits; a refusal rejects with the words to show (`describe`).
 */
export function uploadFileForHost(
  upload: UploadFile,
  cache: UploadCache,
  describe: (error: unknown) => string,
): (file: UploadedFile) => Promise<unknown> {
  return async (file) => {
    try {
      return await uploadOnce(file, upload, cache);
    } catch (error) {
      throw new Error(describe(error), { cause: error });
    }
  };
}

/** A file of the answers at `path` could not be uploaded; the submit stops there. */
export class FileNotUploadedError extends Error {
  override readonly name = 'FileNotUploadedError';
  readonly path: string;

  constructor(path: string, cause: unknown) {
    super(`A file of "${path}" could not be uploaded.`, { cause });
    this.path = path;
  }
}

// A file the toolkit lists as refused (status 'error'): its bytes were never stored.
const isRefusedFile = (value: unknown) => isRecord(value) && value.status === 'error';

const LEFT_OUT = Symbol('left out');

type Walk = { upload: UploadFile; cache: UploadCache; mode: PayloadMode };

async function replaceFile(
  file: UploadedFile & { fileId?: string },
  path: string,
  walk: Walk,
): Promise<unknown> {
  try {
    return await uploadOnce(file, walk.upload, walk.cache);
  } catch (error) {
    if (walk.mode === 'draft') return LEFT_OUT;
    throw new FileNotUploadedError(path, error);
  }
}

async function replaceFiles(value: unknown, path: string, walk: Walk): Promise<unknown> {
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  if (Array.isArray(value)) {
    const entries = await Promise.all(
      value.map(async (entry, index) => {
        if (isRefusedFile(entry)) {
          if (walk.mode === 'draft') return LEFT_OUT;
          throw new FileNotUploadedError(path, null);
        }
        return isUploadedFile(entry)
          ? replaceFile(entry, path, walk)
          : replaceFiles(entry, at(index), walk);
      }),
    );
    return entries.filter((entry) => entry !== LEFT_OUT);
  }
  if (!isRecord(value)) return value;
  // An answer past the toolkit's ceiling shows its message and stays out of the draft, so a pasted
  // 10 MB does not stop the other answers from saving. (A file's record is not answers: its
  // content is base64.)
  const answers = walk.mode === 'draft' && !('uid' in value);
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, entry]) =>
      answers && isTextAnswerTooLong(entry)
        ? ([key, LEFT_OUT] as const)
        : ([key, await replaceFiles(entry, at(key), walk)] as const),
    ),
  );
  return Object.fromEntries(entries.filter(([, entry]) => entry !== LEFT_OUT));
}

/**
 * 'draft': a file that is refused (or cannot be sent now) is left out and the other answers are
 * saved — the candidate still sees it listed as not uploaded; 'submit': it stops the submit with a
 * FileNotUploadedError naming its question.
 */
type PayloadMode = 'draft' | 'submit';

/** The answers as JSON text for the server, each file uploaded once and named by its id. */
export async function answersPayload(
  values: FormValues,
  upload: UploadFile,
  cache: UploadCache,
  mode: PayloadMode = 'submit',
): Promise<string> {
  return JSON.stringify(await replaceFiles(values, '', { upload, cache, mode }));
}

/** A key for one submit attempt: the same click retried is stored once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** Parses a form document the server sent as JSON text (contracts form-documents.ts). */
export function parseFormDocument<T = FormValues>(text: string, fallback: T): T {
  if (text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
