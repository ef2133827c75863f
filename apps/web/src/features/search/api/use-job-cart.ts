import { jobCartCall } from '@careers/contracts/job-cart';
import { useCallQuery, type CallQueryOptions } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { STALE_TIME } from '../../../shared/api/stale-times';

export function useJobCartEnabled(): boolean {
  return useBootData().configs.pcsxConfig.jobCartConfig.enabled;
}

// The job cart is the candidate's: asked for only when the employer has one and someone is logged
// in (a visitor sees an empty one). Read by the search page, the chat assistant and the apply page.
export function useJobCart(options: Omit<CallQueryOptions<typeof jobCartCall>, 'enabled'> = {}) {
  const { domain, isLoggedIn } = useBootData();
  const enabled = useJobCartEnabled() && isLoggedIn;
  return useCallQuery(
    jobCartCall,
    { query: { domain } },
    { staleTime: STALE_TIME.thirtySeconds, ...options, enabled },
  );
}
