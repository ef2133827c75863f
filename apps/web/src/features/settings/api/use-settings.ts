import { settingsCall } from '@careers/contracts/settings';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/settings. The page shows its own failures.
export function useSettings() {
  const { domain } = useBootData();
  return useCallQuery(settingsCall, { query: { domain } }, { meta: { silent: true } });
}
