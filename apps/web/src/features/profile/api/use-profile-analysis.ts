import { profileAnalysisCall } from '@careers/contracts/profile';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/profile_analysis: completion and what is missing.
export function useProfileAnalysis() {
  const { domain } = useBootData();
  return useCallQuery(profileAnalysisCall, { query: { domain } }, { meta: { silent: true } });
}
