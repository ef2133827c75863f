import type { UploadSpec, UploadedFile } from '@careers/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error';
import { FORBIDDEN_FIELD_NAMES } from './form-body';

// Upload forms take one file only, refused with this message (docs/product/offers-and-esign.md).
const ONE_FILE_ONLY = 'You should upload at most 1 file';

// Field parts are short texts (a name, a flag); the file is the only large part.
const FIELD_MAX_BYTES = 4096;
const FIELDS_MAX = 16;

function tooLarge(maxBytes: number): AppError {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return new AppError('payload_too_large', `The file is larger than ${megabytes} MB.`);
}

function errorCode(error: unknown): string | undefined {
  return (error as { code?: unknown } | null)?.code as string | undefined;
}

/**
 * An upload call's multipart body (an offer accepted by upload): its text fields, and the file
 * under the call's field. A second file is refused with ONE_FILE_ONLY, a file over the limit with
 * 413, another file field or a body that is not multipart with 400/422 — before anything is kept.
 * Without `upload` (a call that takes a form, `formBody`) every part is text, of at most
 * `fieldMaxBytes`, and any file is refused.
 */
export async function readMultipartInput(
  request: FastifyRequest,
  upload: UploadSpec | null,
  fieldMaxBytes = FIELD_MAX_BYTES,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  if (!request.isMultipart()) {
    throw new AppError('bad_request', 'Send the form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  let files = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: upload?.maxBytes ?? fieldMaxBytes,
        files: 2,
        fields: FIELDS_MAX,
        fieldSize: fieldMaxBytes,
        parts: FIELDS_MAX + 2,
      },
    });
    for await (const part of parts) {
      if (FORBIDDEN_FIELD_NAMES.has(part.fieldname)) {
        throw new AppError('bad_request', 'The request is not valid.');
      }
      if (part.type === 'field') {
        // Busboy cuts a field at its limit and says so: a cut value is never taken.
        if (part.valueTruncated) throw new AppError('payload_too_large', 'A field is too long.');
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      files += 1;
      const bytes = await part.toBuffer();
      if (part.fieldname !== upload?.field) {
        throw new AppError('validation_failed', 'Some fields are not valid.', {
          fieldErrors: { [part.fieldname]: 'Not a file this call takes.' },
        });
      }
      file = { name: part.filename, contentType: part.mimetype, bytes };
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(upload?.maxBytes ?? fieldMaxBytes);
    if (code === 'FST_FILES_LIMIT') files = Number.POSITIVE_INFINITY;
    else if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('payload_too_large', 'The request has too many parts.');
    } else throw error;
  }
  if (files > 1 && upload) {
    throw new AppError('validation_failed', ONE_FILE_ONLY, {
      fieldErrors: { [upload.field]: ONE_FILE_ONLY },
    });
  }
  return { fields, file };
}
