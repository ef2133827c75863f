import { useQueryClient } from '@tanstack/react-query';
import {
  applicationCall,
  applicationMessagesCall,
  sendApplicationMessageCall,
} from '@careers/contracts/application-follow-up';
import { callKey } from '@careers/contracts/call';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

// POST /api/pcsx/applications/:id/messages: a question to the recruiting team; the thread and the
// application (its message count, its timeline) are read again once it is stored.
export function useSendApplicationMessage(onSent: () => void) {
  const queryClient = useQueryClient();
  return useCallMutation(sendApplicationMessageCall, {
    onSuccess: async () => {
      onSent();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [callKey(applicationMessagesCall)] }),
        queryClient.invalidateQueries({ queryKey: [callKey(applicationCall)] }),
      ]);
    },
  });
}
