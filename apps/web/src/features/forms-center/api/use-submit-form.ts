import { submitFormCall } from '@careers/contracts/forms';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useStoreFormAnswer } from './use-form-document';

// POST /api/pcsx/forms/:id/submit: checked by the server, completed once per key.
export function useSubmitForm(formId: string) {
  const store = useStoreFormAnswer(formId);
  return useCallMutation(submitFormCall, {
    onSuccess: ({ task }, { body }) => {
      store(task, body.valuesJson);
    },
  });
}
