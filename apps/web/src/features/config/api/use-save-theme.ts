import { saveThemeCall } from '@careers/contracts/config';
import { useCallMutation, type CallMutationOptions } from '../../../shared/api/use-call-mutation';

// Decision 001 §6: theme-builder users save the group's theme; anyone else gets a 403, which reads
// as the permission message.
export function useSaveTheme(options?: CallMutationOptions<typeof saveThemeCall>) {
  return useCallMutation(saveThemeCall, { checkPermission: true, ...options });
}
