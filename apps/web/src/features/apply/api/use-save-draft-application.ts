import { saveDraftApplicationCall } from '@careers/contracts/applications';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

// PUT /api/pcsx/draft_applications: the answers so far (use-draft-autosave.ts says when, and
// shows how it went).
export function useSaveDraftApplication() {
  return useCallMutation(saveDraftApplicationCall);
}
