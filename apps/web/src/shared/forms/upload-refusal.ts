import type { TFunction } from 'i18next';
import {
  FILE_UPLOAD_MAX_BYTES,
  UPLOAD_REFUSALS,
  type UploadRefusal,
} from '@careers/contracts/form-documents';
import { RequestError, fieldErrorsOf, messageOfError } from '../api/request-error';

// The server refuses a file for an answer in its own words (the contracts' UPLOAD_REFUSALS); the
// page shows each in its language (docs/product/apply-and-drafts.md, Files). Literal keys: the
// build finds a page's catalog areas by them.
const REFUSAL_KEYS: Record<UploadRefusal, string> = {
  empty: 'uploads.empty',
  tooLarge: 'uploads.tooLarge',
  notAllowed: 'uploads.notAllowed',
  damaged: 'uploads.damaged',
  active: 'uploads.active',
  mixed: 'uploads.mixed',
  unpacked: 'uploads.unpacked',
};

const REFUSALS = Object.keys(UPLOAD_REFUSALS) as UploadRefusal[];

/** How many bytes a base64 text holds. */
function base64Bytes(content: string): number {
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return Math.floor((content.length * 3) / 4) - padding;
}

/**
 * What the browser can tell before sending a file: an empty one, or one over the limit, is refused
 * here as the server would refuse it — 13 MB of base64 need not travel to be told so.
 */
export function refusalBeforeSending(content: string): RequestError | null {
  const bytes = base64Bytes(content);
  const refusal = bytes === 0 ? 'empty' : bytes > FILE_UPLOAD_MAX_BYTES ? 'tooLarge' : null;
  if (refusal === null) return null;
  const message = UPLOAD_REFUSALS[refusal];
  return new RequestError(message, {
    status: 422,
    data: { message, errors: { content: message } },
  });
}

function refusalOf(error: unknown): UploadRefusal | undefined {
  if (!(error instanceof RequestError)) return undefined;
  // Past the call's body limit the server answers before reading it: too large all the same.
  if (error.status === 413) return 'tooLarge';
  const said = fieldErrorsOf(error).content ?? error.message;
  return REFUSALS.find((refusal) => UPLOAD_REFUSALS[refusal] === said);
}

/** Why a file was not uploaded, in the page's language when it is one of the server's reasons. */
export function uploadRefusalText(error: unknown, t: TFunction): string {
  const refusal = refusalOf(error);
  return refusal ? t(REFUSAL_KEYS[refusal]) : messageOfError(error, t('errors.requestProblem'));
}
