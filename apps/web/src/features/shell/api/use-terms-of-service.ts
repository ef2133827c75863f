import { termsOfServiceCall } from '@careers/contracts/shell';
import { callQueryKey, useCallQuery } from '../../../shared/api/use-call-query';
import { STALE_TIME } from '../../../shared/api/stale-times';

// The cached answer's key, so accepting the terms can mark them attested without a refetch.
export function termsOfServiceQueryKey(domain: string) {
  return callQueryKey(termsOfServiceCall, { query: { domain } });
}

// Has the candidate attested the terms? Asked once per page load; a failed fetch only ends the
// loading state — no retry, no error snack.
export function useTermsOfService(domain: string) {
  return useCallQuery(
    termsOfServiceCall,
    { query: { domain } },
    { retry: false, staleTime: STALE_TIME.infinite, meta: { silent: true } },
  );
}
