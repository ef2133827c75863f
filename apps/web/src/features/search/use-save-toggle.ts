import { useBootData } from '../../shared/boot/boot-data-context';
import { useLoggedInAction } from '../../shared/session/login-prompt';
import { useSavePosition } from '../saved-jobs/api/use-save-position';

// Saving or unsaving toggles isSaved. A visitor is asked to log in first; the save then runs after
// login (the pending-action rule) and the page refreshes.
export function useSaveToggle() {
  const { domain } = useBootData();
  const runLoggedIn = useLoggedInAction(['jobs', 'singlePosition']);
  const mutation = useSavePosition();

  function toggle(positionId: string, isSaved: boolean) {
    const body = { domain, positionId, operation: isSaved ? 'unsave' : 'save' } as const;
    runLoggedIn(() => mutation.mutateAsync({ body }));
  }

  return { toggle, isPending: mutation.isPending, error: mutation.error };
}
