import { useQueryClient } from '@tanstack/react-query';
import { settingsCall, updateSettingsCall } from '@careers/contracts/settings';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';

// POST /api/pcsx/settings: the answer is the settings as stored, which replace the cached ones.
export function useUpdateSettings() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(updateSettingsCall, {
    onSuccess: (settings) => {
      queryClient.setQueryData(callQueryKey(settingsCall, { query: { domain } }), settings);
    },
  });
}
