import { useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { applyCall, Application } from '@careers/contracts/applications';
import type { CallResponse } from '@careers/contracts/call';
import type { FormValues } from '@careers/forms/core';
import { FullScreenLoader, SimpleForm, StepperForm, useDynamicForm } from '@careers/forms/react';
import { carriedAnswers, carryAnswers } from './carried-answers';
import { fieldErrorsOf, RequestError } from '../../shared/api/request-error';
import { useUploadFormFile } from '../../shared/api/use-upload-form-file';
import { useBootData } from '../../shared/boot/boot-data-context';
import {
  answersPayload,
  FileNotUploadedError,
  newIdempotencyKey,
  parseFormDocument,
  uploadFileForHost,
  type UploadCache,
} from '../../shared/forms/answers-payload';
import { draftValues, parseDefinition, questionErrors } from '../../shared/forms/form-answers';
import { siteFormHost, useDefaultPhoneCountry } from '../../shared/forms/forms-host';
import { uploadRefusalText } from '../../shared/forms/upload-refusal';
import { useFormat } from '../../shared/i18n/format';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useFetchSuggestions } from '../search/api/use-autocomplete';
import { useChangeJobCart } from '../search/api/use-change-job-cart';
import { useMarkApplied } from './api/use-apply-page';
import { useSubmitApplication } from './api/use-submit-application';
import { useDraftAutosave, type DraftStatus } from './use-draft-autosave';

type ApplyAnswer = CallResponse<typeof applyCall>;

// The application form of an open position for a logged-in candidate: the draft (or the
// profile) first, saved as they type; submitted once, checked by the server with the same rules.
export function ApplyForm({
  positionId,
  apply,
  onSubmitted,
}: {
  positionId: string;
  apply: ApplyAnswer;
  onSubmitted: (application: Application) => void;
}) {
  const { t } = useTranslation();
  const { domain, configs } = useBootData();
  const definition = useMemo(() => parseDefinition(apply.definitionJson), [apply.definitionJson]);
  // A draft wins over the profile: it is what the candidate last wrote.
  const initialValues = useMemo(
    () => ({
      ...parseFormDocument(apply.prefillJson, {}),
      // From another job's application: only what this form asks too.
      ...draftValues(definition, carriedAnswers()),
      ...parseFormDocument(apply.draft?.valuesJson ?? '', {}),
    }),
    [definition, apply.prefillJson, apply.draft?.valuesJson],
  );
  const suggest = useFetchSuggestions();
  const defaultPhoneCountry = useDefaultPhoneCountry(apply.candidateCountry);
  const [uploads] = useState<UploadCache>(() => new Map());
  const upload = useUploadFormFile();
  // A file is sent when chosen; the question lists a refused one with the reason, in these words.
  const uploadFile = useMemo(
    () => uploadFileForHost(upload, uploads, (error) => uploadRefusalText(error, t)),
    [upload, uploads, t],
  );
  const host = useMemo(
    () => siteFormHost(suggest, { uploadFile, defaultPhoneCountry }),
    [suggest, uploadFile, defaultPhoneCountry],
  );
  const form = useDynamicForm({ definition, initialValues, host });
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  // One key for this page's submit: a double click or a retry is stored once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submit = useSubmitApplication();
  const markApplied = useMarkApplied();
  const changeJobCart = useChangeJobCart();
  const autosave = useDraftAutosave({
    methods: form.methods,
    positionId,
    domain,
    uploads,
    upload,
    enabled: true,
  });

  async function onSubmit(values: FormValues) {
    setUploadFailure(null);
    try {
      const valuesJson = await answersPayload(values, upload, uploads);
      autosave.stop();
      const { application } = await submit.mutateAsync({
        body: { domain, positionId, valuesJson, idempotencyKey },
      });
      carryAnswers(valuesJson);
      await leaveJobCart(application.positionId);
      markApplied(positionId, application);
      window.scrollTo({ top: 0 });
      onSubmitted(application);
      return undefined;
    } catch (error) {
      if (error instanceof FileNotUploadedError) return showFileNotUploaded(error);
      // 422: the server's messages per question, injected and the first focused.
      return questionErrorsOf(error) ?? undefined;
    }
  }

  // A file refused as the answers were sent: the question lists it as not uploaded (the toolkit
  // awaited the same upload and marks it within this task's microtasks), so from the next task
  // its check fails and takes the focus. Said under the form if the question could not show it.
  async function showFileNotUploaded(error: FileNotUploadedError) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const passed = await form.methods.trigger(error.path, { shouldFocus: true });
    if (passed) setUploadFailure(uploadRefusalText(error.cause, t));
    return undefined;
  }

  // Applied: out of the cart, so the cart holds what is left to apply to.
  async function leaveJobCart(positionId: number) {
    if (!configs.pcsxConfig.jobCartConfig.enabled) return;
    await changeJobCart
      .mutateAsync({ body: { domain, pids: [String(positionId)], operation: 'remove' } })
      .catch(() => undefined);
  }

  function questionErrorsOf(error: unknown) {
    const is422 = error instanceof RequestError && error.status === 422;
    return is422 ? questionErrors(definition, fieldErrorsOf(error)) : null;
  }

  const Layout = apply.form?.layout === 'simple' ? SimpleForm : StepperForm;
  return (
    <div className="flex flex-col gap-3">
      <DraftState status={autosave.status} savedAt={apply.draft?.updatedAt ?? null} />
      <Layout
        form={form}
        aria-label={apply.form?.title ?? t('apply.formLabel')}
        onSubmit={onSubmit}
        actions={
          <Button type="submit" isPending={submit.isPending}>
            {t('apply.submit')}
          </Button>
        }
      />
      {/* Submitting cannot be left half-way: the page waits, keys and clicks too. */}
      <FullScreenLoader isVisible={submit.isPending} />
      {/* What the form could not show on a question. */}
      <InlineError error={questionErrorsOf(submit.error) ? null : submit.error} />
      <InlineError error={uploadFailure} message={uploadFailure} />
    </div>
  );
}

function DraftState({ status, savedAt }: { status: DraftStatus; savedAt: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text =
    status.state === 'saving'
      ? t('apply.draftSaving')
      : status.state === 'saved'
        ? t('apply.draftSaved')
        : status.state === 'failed'
          ? t('apply.draftFailed')
          : savedAt
            ? t('apply.draftResumed', { when: format.relativeTime(savedAt) })
            : t('apply.draftHint');
  return (
    <p
      role="status"
      className={`text-sm ${status.state === 'failed' ? 'font-medium text-red-700' : 'text-ink/75'}`}
    >
      {text}
    </p>
  );
}
