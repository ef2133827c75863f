import { applicationCall } from '@careers/contracts/application-follow-up';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/applications/:id: one application with its stages and timeline
// (docs/product/application-follow-up.md). No retry: a 404 is an answer (not the candidate's),
// and the page shows its own failure.
export function useApplication(id: string) {
  const { domain } = useBootData();
  return useCallQuery(
    applicationCall,
    { params: { id }, query: { domain } },
    { retry: false, refetchOnWindowFocus: true, meta: { silent: true } },
  );
}
