import { useMemo, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { FormLayout } from '@careers/contracts/forms';
import type { FormDefinition, FormErrors, FormValues } from '@careers/forms/core';
import { SimpleForm, StepperForm, useDynamicForm, type SubmitHandler } from '@careers/forms/react';
import { RequestError, fieldErrorsOf } from '../../shared/api/request-error';
import { useUploadFormFile } from '../../shared/api/use-upload-form-file';
import { useBootData } from '../../shared/boot/boot-data-context';
import {
  answersPayload,
  FileNotUploadedError,
  newIdempotencyKey,
  uploadFileForHost,
  type UploadCache,
} from '../../shared/forms/answers-payload';
import { siteFormHost, useDefaultPhoneCountry } from '../../shared/forms/forms-host';
import { uploadRefusalText } from '../../shared/forms/upload-refusal';
import { useLoggedInAction } from '../../shared/session/login-prompt';
import { showToast } from '../../shared/toasts/toast-queue';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { draftValues, questionErrors } from '../../shared/forms/form-answers';
import { useFetchSuggestions } from '../search/api/use-autocomplete';
import { useSaveForm } from './api/use-save-form';
import { useSubmitForm } from './api/use-submit-form';

export type FillableFormProps = {
  formId: string;
  title: string;
  layout: FormLayout;
  definition: FormDefinition;
  /** The answers saved for later, if any. */
  initialValues: FormValues;
};

/** A form to fill in: saved for later as often as the candidate likes, submitted once. */
export function FillableForm({
  formId,
  title,
  layout,
  definition,
  initialValues,
}: FillableFormProps) {
  const { t } = useTranslation();
  const { domain, isLoggedIn } = useBootData();
  const suggest = useFetchSuggestions();
  const defaultPhoneCountry = useDefaultPhoneCountry();
  const [uploads] = useState<UploadCache>(() => new Map());
  const upload = useUploadFormFile();
  // A candidate's files are sent when chosen (a visitor's only once logged in, with the answers).
  const uploadFile = useMemo(
    () =>
      isLoggedIn
        ? uploadFileForHost(upload, uploads, (error) => uploadRefusalText(error, t))
        : undefined,
    [isLoggedIn, upload, uploads, t],
  );
  const host = useMemo(
    () => siteFormHost(suggest, { uploadFile, defaultPhoneCountry }),
    [suggest, uploadFile, defaultPhoneCountry],
  );
  const form = useDynamicForm({ definition, initialValues, mode: 'edit', host });
  // From the click until the answer: the toolkit's checks, the uploads and the call.
  const { isSubmitting } = useFormState({ control: form.methods.control });
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSaveForm(formId);
  const submit = useSubmitForm(formId);
  const afterLogin = useLoggedInAction(['formView']);

  async function saveValues(values: FormValues) {
    // A refused file is left out of what is saved for later; the question still lists it.
    const valuesJson = await answersPayload(values, upload, uploads, 'draft');
    await save.mutateAsync({ params: { id: formId }, body: { domain, valuesJson } });
  }

  async function submitValues(values: FormValues) {
    const valuesJson = await answersPayload(values, upload, uploads);
    // One key per attempt: the server stores this attempt once however often it arrives.
    const idempotencyKey = newIdempotencyKey();
    await submit.mutateAsync({
      params: { id: formId },
      body: { domain, valuesJson, idempotencyKey },
    });
  }

  // A 422 naming this form's questions goes back to the toolkit, which shows each beside its
  // question and focuses the first; anything else (a 409, a refused upload) is said here.
  function errorsToShow(error: unknown): FormErrors | undefined {
    const errors =
      error instanceof RequestError && error.status === 422
        ? questionErrors(definition, fieldErrorsOf(error))
        : null;
    if (errors) return errors;
    setFailure(error);
    return undefined;
  }

  const onSubmit: SubmitHandler = async (values) => {
    setFailure(null);
    if (!isLoggedIn) {
      // The pending action: once logged in the answers are sent — or, if they cannot be, kept as a
      // draft — and the page reloads onto the result.
      afterLogin(() =>
        submitValues(values).catch(() => saveValues(draftValues(definition, values))),
      );
      return undefined;
    }
    try {
      await submitValues(values);
      showToast(t('formsCenter.view.submitted'), { tone: 'positive' });
      return undefined;
    } catch (error) {
      return errorsToShow(error);
    }
  };

  async function saveForLater() {
    setFailure(null);
    const values = draftValues(definition, form.methods.getValues());
    if (!isLoggedIn) {
      afterLogin(() => saveValues(values));
      return;
    }
    setIsSaving(true);
    try {
      await saveValues(values);
      showToast(t('formsCenter.view.saved'), { tone: 'positive' });
    } catch (error) {
      const errors = errorsToShow(error);
      if (errors) form.setServerErrors(errors);
    } finally {
      setIsSaving(false);
    }
  }

  const actions = (
    <>
      <InlineError
        error={failure}
        message={
          failure instanceof FileNotUploadedError ? uploadRefusalText(failure.cause, t) : null
        }
        className="basis-full"
      />
      <Button
        variant="secondary"
        isPending={isSaving}
        isDisabled={isSubmitting}
        className="data-[pending]:opacity-60"
        onPress={() => {
          void saveForLater();
        }}
      >
        {t('formsCenter.view.saveForLater')}
      </Button>
      <Button
        type="submit"
        isPending={isSubmitting}
        isDisabled={isSaving}
        className="data-[pending]:opacity-60"
      >
        {t('formsCenter.view.submit')}
      </Button>
    </>
  );
  if (layout === 'stepper') {
    return <StepperForm form={form} actions={actions} onSubmit={onSubmit} aria-label={title} />;
  }
  return (
    <div className="max-w-3xl">
      <SimpleForm form={form} actions={actions} onSubmit={onSubmit} aria-label={title} />
    </div>
  );
}
