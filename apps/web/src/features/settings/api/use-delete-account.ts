import { deleteAccountCall } from '@careers/contracts/settings';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { goTo } from '../../../shared/session/reload';

// The account erased: the candidate is logged out and lands on the jobs, as a visitor.
export function useDeleteAccount() {
  const { domain } = useBootData();
  return useCallMutation(deleteAccountCall, {
    onSuccess: () => {
      goTo(`/careers?domain=${encodeURIComponent(domain)}`);
    },
  });
}
