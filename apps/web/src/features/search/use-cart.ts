import type { JobCartOperation } from '@careers/contracts/job-cart';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useLoggedInAction } from '../../shared/session/login-prompt';
import { useChangeJobCart } from './api/use-change-job-cart';
import { useJobCart } from './api/use-job-cart';

// The job cart as the search page shows it: a visitor sees an empty one and is asked to log in to
// add.
export function useCart() {
  const { domain } = useBootData();
  const runLoggedIn = useLoggedInAction(['jobs', 'singlePosition']);
  const cart = useJobCart();
  const mutation = useChangeJobCart();

  function change(pids: string[], operation: JobCartOperation) {
    runLoggedIn(() => mutation.mutateAsync({ body: { domain, pids, operation } }));
  }

  const data = cart.data?.data;
  return {
    positions: data?.jobCartData ?? [],
    invalidPositionIds: data?.invalidPositionIds ?? [],
    has: (positionId: number) => (data?.jobCartData ?? []).some(({ id }) => id === positionId),
    change,
    isPending: mutation.isPending,
    error: mutation.error,
  };
}
