import { RequestError } from '../../shared/api/request-error';
import { i18n } from '../../shared/i18n/i18n';

// "The server message, else …, general form …" (docs/product/offers-and-esign.md). A request
// failure carries the server's own words for a 4xx; an answer with nothing readable (a 5xx, an
// empty 4xx) gets the area's message; a failure with no answer at all (the network, or anything
// that is not a request failure) gets the general form, which names no step.
export function offerFailureMessage(
  error: unknown,
  fallback: string,
  general: string = fallback,
): string {
  if (!(error instanceof RequestError) || error.status === null) return general;
  if (
    error.status < 500 &&
    error.message !== '' &&
    error.message !== i18n.t('errors.requestProblem')
  )
    return error.message;
  return fallback;
}
