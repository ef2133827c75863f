import { useQueryClient } from '@tanstack/react-query';
import {
  JOB_CART_CHANGED_EVENT,
  changeJobCartCall,
  jobCartCall,
  type JobCartChangedDetail,
  type JobCartOperation,
} from '@careers/contracts/job-cart';
import { callQueryKey, useCallQuery } from '../../shared/api/use-call-query';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useLoggedInAction } from '../../shared/session/login-prompt';

// The job cart: after a change the position ids go to the chat assistant, which listens for this
// window event.
function broadcastJobCart(positionIds: number[]) {
  window.dispatchEvent(
    new CustomEvent<JobCartChangedDetail>(JOB_CART_CHANGED_EVENT, { detail: { positionIds } }),
  );
}

export function useJobCartEnabled(): boolean {
  return useBootData().configs.pcsxConfig.jobCartConfig.enabled;
}

// The cart is the candidate's: a visitor sees an empty one and is asked to log in to add.
export function useJobCart() {
  const { domain, isLoggedIn } = useBootData();
  const enabled = useJobCartEnabled() && isLoggedIn;
  const queryClient = useQueryClient();
  const runLoggedIn = useLoggedInAction(['jobs', 'singlePosition']);
  const input = { query: { domain } };
  const cart = useCallQuery(jobCartCall, input, { enabled, staleTime: 60_000 });
  const mutation = useCallMutation(changeJobCartCall, {
    onSuccess: (answer) => {
      queryClient.setQueryData(callQueryKey(jobCartCall, input), answer);
      broadcastJobCart(answer.data.jobCartData.map((position) => position.id));
    },
  });

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
