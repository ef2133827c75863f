import { resumesCall } from '@careers/contracts/resumes';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// The candidate's uploaded resumes, newest first. The card shows its failure.
export function useResumes() {
  const { domain } = useBootData();
  return useCallQuery(resumesCall, { query: { domain } }, { meta: { silent: true } });
}
