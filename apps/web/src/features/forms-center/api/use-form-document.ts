import { useQueryClient } from '@tanstack/react-query';
import { callKey, type CallResponse } from '@careers/contracts/call';
import { formCall, formsListCall, type FormTask } from '@careers/contracts/forms';
import { callQueryKey, useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

export type FormDocument = CallResponse<typeof formCall>;

const inputFor = (formId: string, domain: string) => ({
  params: { id: formId },
  query: { domain },
});

// GET /api/pcsx/forms/:id: the form, its definition, the candidate's task and answers.
// A visitor gets a public form; a private one answers 401, which the page turns into a login.
export function useFormDocument(formId: string) {
  const { domain } = useBootData();
  // The page shows a missing form, a login or a retry itself.
  return useCallQuery(formCall, inputFor(formId, domain), { meta: { silent: true } });
}

// After a save or a submission: the page shows the new status and the answers as stored, and
// the forms center lists the form in its new place.
export function useStoreFormAnswer(formId: string) {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return (task: FormTask, valuesJson: string) => {
    queryClient.setQueryData<FormDocument>(
      callQueryKey(formCall, inputFor(formId, domain)),
      (current) => current && { ...current, task, valuesJson },
    );
    void queryClient.invalidateQueries({ queryKey: [callKey(formsListCall)] });
  };
}
