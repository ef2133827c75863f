import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '@careers/contracts/call';
import { matchDetailsCall } from '@careers/contracts/match-details';
import { searchCall } from '@careers/contracts/search';
import { settingsCall, updateSettingsCall } from '@careers/contracts/settings';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';

// POST /api/pcsx/settings: the answer is the settings as stored, which replace the cached ones.
// Match scores turned off or on change every match and the search's sorts, so those are asked
// again.
export function useUpdateSettings() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(updateSettingsCall, {
    onSuccess: async (settings, { body }) => {
      queryClient.setQueryData(callQueryKey(settingsCall, { query: { domain } }), settings);
      if (body.matchScores === undefined) return;
      await Promise.all(
        [searchCall, matchDetailsCall].map((call) =>
          queryClient.invalidateQueries({ queryKey: [callKey(call)] }),
        ),
      );
    },
  });
}
