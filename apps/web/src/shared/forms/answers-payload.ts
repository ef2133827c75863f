import type { FormValues, UploadedFile } from '@careers/forms/core';

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

async function replaceFiles(
  value: unknown,
  upload: UploadFile,
  cache: UploadCache,
): Promise<unknown> {
  if (Array.isArray(value)) {
    return Promise.all(
      value.map((entry) =>
        isUploadedFile(entry)
          ? uploadOnce(entry, upload, cache)
          : replaceFiles(entry, upload, cache),
      ),
    );
  }
  if (!isRecord(value)) return value;
  const entries = await Promise.all(
    Object.entries(value).map(
      async ([key, entry]) => [key, await replaceFiles(entry, upload, cache)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** The answers as JSON text for the server, each file uploaded once and named by its id. */
export async function answersPayload(
  values: FormValues,
  upload: UploadFile,
  cache: UploadCache,
): Promise<string> {
  return JSON.stringify(await replaceFiles(values, upload, cache));
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
