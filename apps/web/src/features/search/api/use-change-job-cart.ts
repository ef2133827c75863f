import { useQueryClient } from '@tanstack/react-query';
import {
  JOB_CART_CHANGED_EVENT,
  changeJobCartCall,
  jobCartCall,
  type JobCartChangedDetail,
} from '@careers/contracts/job-cart';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';

// After a change the position ids go to the chat assistant, which listens for this window event.
function broadcastJobCart(positionIds: number[]) {
  window.dispatchEvent(
    new CustomEvent<JobCartChangedDetail>(JOB_CART_CHANGED_EVENT, { detail: { positionIds } }),
  );
}

// Positions added to or removed from the cart: the answer is the cart, which replaces the cached
// one.
export function useChangeJobCart() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(changeJobCartCall, {
    onSuccess: (answer) => {
      queryClient.setQueryData(callQueryKey(jobCartCall, { query: { domain } }), answer);
      broadcastJobCart(answer.data.jobCartData.map((position) => position.id));
    },
  });
}
