import { RequestError } from '../../shared/api/request-error';
import { i18n } from '../../shared/i18n/i18n';

// "The server message, else …" (docs/product/offers-and-esign.md). A request failure carries the
// server's own words for a 4xx; a 5xx, a network failure, or an answer with nothing readable gets
// the area's message.
export function offerFailureMessage(error: unknown, fallback: string): string {
  if (
    error instanceof RequestError &&
    error.status !== null &&
    error.status < 500 &&
    error.message !== '' &&
    error.message !== i18n.t('errors.requestProblem')
  )
    return error.message;
  return fallback;
}
