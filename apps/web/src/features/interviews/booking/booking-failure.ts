import { INTERVIEW_CONFLICTS, type InterviewConflict } from '@careers/contracts/interviews';
import { fieldErrorsOf, RequestError } from '../../../shared/api/request-error';

// Why a booking, move, cancellation or request was refused with 409 (`errors.booking`), or null
// for any other failure.
export function conflictOf(error: unknown): InterviewConflict | null {
  if (!(error instanceof RequestError) || error.status !== 409) return null;
  const code = fieldErrorsOf(error).booking;
  return INTERVIEW_CONFLICTS.find((known) => known === code) ?? null;
}

// A 422 that names the reason: the group requires one.
export function isReasonRefused(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    error.status === 422 &&
    fieldErrorsOf(error).reason !== undefined
  );
}

// Not this candidate's interview, none at all, or an address that names none (`/abc/book`).
export function isMissingInterview(error: unknown): boolean {
  return error instanceof RequestError && [400, 404, 422].includes(error.status ?? 0);
}
