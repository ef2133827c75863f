import { saveFormCall } from '@careers/contracts/forms';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useStoreFormAnswer } from './use-form-document';

// PUT /api/pcsx/forms/:id: the answers saved for later (status in_progress).
export function useSaveForm(formId: string) {
  const store = useStoreFormAnswer(formId);
  return useCallMutation(saveFormCall, {
    onSuccess: ({ task }, { body }) => {
      store(task, body.valuesJson);
    },
  });
}
