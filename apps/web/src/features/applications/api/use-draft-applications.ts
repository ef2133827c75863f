import { draftApplicationsCall } from '@careers/contracts/applications';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// The candidate's drafts (docs/product/apply-and-drafts.md).
export function useDraftApplications() {
  const { domain } = useBootData();
  return useCallQuery(draftApplicationsCall, { query: { domain } });
}
