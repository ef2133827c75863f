import { applicationMessagesCall } from '@careers/contracts/application-follow-up';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/applications/:id/messages: the conversation with the recruiting team, oldest
// first; reading it marks the team's answers read. Read again when the page comes back into view,
// so an answer that came meanwhile shows.
export function useApplicationMessages(id: string, enabled: boolean) {
  const { domain } = useBootData();
  return useCallQuery(
    applicationMessagesCall,
    { params: { id }, query: { domain } },
    { enabled, retry: false, refetchOnWindowFocus: true, meta: { silent: true } },
  );
}
