import { overridesCall } from '@careers/contracts/search';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { STALE_TIME } from '../../../shared/api/stale-times';

// What the overrides ask for, as the server asks it when it renders the page (decision 014).
export function positionOverridesInput(positionId: string, domain: string, hl: string) {
  return { query: { positionId, domain, hl } };
}

// The employer's overrides of a position's sections; a failure clears only them.
export function usePositionOverrides(
  input: ReturnType<typeof positionOverridesInput>,
  enabled: boolean,
) {
  return useCallQuery(overridesCall, input, {
    enabled,
    retry: false,
    retryOnMount: false,
    staleTime: STALE_TIME.fiveMinutes,
    meta: { silent: true },
  });
}
