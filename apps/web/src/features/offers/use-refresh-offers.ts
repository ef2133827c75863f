import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '@careers/contracts/call';
import { offerCall, offersCall } from '@careers/contracts/offers';

// After a successful offer call, the offer queries are refreshed: the list and every one-offer
// answer (their keys start with the call).
export function useRefreshOffers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [callKey(offersCall)] }),
      queryClient.invalidateQueries({ queryKey: [callKey(offerCall)] }),
    ]);
  }, [queryClient]);
}
