import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { FORM_ID_PATTERN } from '@careers/contracts/forms';
import type { FormValues } from '@careers/forms/core';
import { RequestError } from '../../shared/api/request-error';
import { parseFormDocument } from '../../shared/forms/answers-payload';
import { EmbeddedForm, frameSandbox } from './embedded-form';
import { FillableForm } from './fillable-form';
import { parseDefinition } from '../../shared/forms/form-answers';
import { FormLoadFailed, FormLoginNeeded, FormMissing, FormViewSkeleton } from './form-view-states';
import { SubmittedForm } from './submitted-form';
import { TaskActivity, TaskDue, TaskStatus } from './task-status';
import { useFormDocument, type FormDocument } from './api/use-form-document';

const NO_VALUES: FormValues = {};

/** /careers/forms?form_id=ID: one form, to fill in, to read, or hosted elsewhere. */
export function FormViewPage({ formId }: { formId: string | null }) {
  if (formId === null || !FORM_ID_PATTERN.test(formId)) return <FormMissing />;
  return <FormView formId={formId} />;
}

function FormView({ formId }: { formId: string }) {
  const opened = useFormDocument(formId);
  if (opened.data) return <OpenedForm formId={formId} opened={opened.data} />;
  if (opened.isPending) return <FormViewSkeleton />;
  const status = opened.error instanceof RequestError ? opened.error.status : null;
  if (status === 404) return <FormMissing />;
  if (status === 401) return <FormLoginNeeded />;
  return (
    <FormLoadFailed
      error={opened.error}
      onRetry={() => {
        void opened.refetch();
      }}
    />
  );
}

function OpenedForm({ formId, opened }: { formId: string; opened: FormDocument }) {
  const { t } = useTranslation();
  const { form, task, definitionJson, valuesJson } = opened;
  const definition = useMemo(() => parseDefinition(definitionJson), [definitionJson]);
  const values = useMemo(() => parseFormDocument(valuesJson, NO_VALUES), [valuesJson]);
  let body;
  const sandbox =
    form.embedUrl === null ? null : frameSandbox(form.embedUrl, window.location.origin);
  if (form.embedUrl !== null) {
    body = sandbox ? (
      <EmbeddedForm url={form.embedUrl} title={form.title} sandbox={sandbox} />
    ) : (
      <p className="text-ink/80">{t('formsCenter.view.frameUnavailable')}</p>
    );
  } else if (task?.status === 'completed') {
    body = (
      <SubmittedForm
        title={form.title}
        layout={form.layout}
        definition={definition}
        values={values}
        task={task}
      />
    );
  } else {
    body = (
      <FillableForm
        formId={formId}
        title={form.title}
        layout={form.layout}
        definition={definition}
        initialValues={values}
      />
    );
  }
  return (
    <article
      aria-labelledby="form-view-heading"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <header className="flex flex-col gap-2">
        <h1 id="form-view-heading" className="text-2xl font-semibold" dir="auto">
          {form.title}
        </h1>
        {task ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <TaskStatus status={task.status} />
            {task.dueAt !== null && task.status !== 'completed' ? <TaskDue task={task} /> : null}
            {task.status === 'in_progress' ? <TaskActivity task={task} /> : null}
          </div>
        ) : null}
      </header>
      {body}
    </article>
  );
}
