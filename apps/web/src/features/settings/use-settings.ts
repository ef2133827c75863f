import { useQueryClient } from '@tanstack/react-query';
import { settingsCall, updateSettingsCall } from '@careers/contracts/settings';
import { callQueryKey, useCallQuery } from '../../shared/api/use-call-query';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useBootData } from '../../shared/boot/boot-data-context';

// GET and POST /api/pcsx/settings. The page shows its own failures.
export function useSettings() {
  const { domain } = useBootData();
  return useCallQuery(settingsCall, { query: { domain } }, { meta: { silent: true } });
}

export function useUpdateSettings() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(updateSettingsCall, {
    onSuccess: (settings) => {
      queryClient.setQueryData(callQueryKey(settingsCall, { query: { domain } }), settings);
    },
  });
}
