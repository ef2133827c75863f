import { Link } from '../../shared/ui/link';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { FormLayout, FormTask } from '@careers/contracts/forms';
import type { FormDefinition, FormValues } from '@careers/forms/core';
import { SimpleForm, StepperForm, useDynamicForm } from '@careers/forms/react';
import { FOCUS_RING } from '../../shared/ui/button';
import { useFormsCenterLink } from './form-view-states';
import { useTaskDates } from './task-dates';

export type SubmittedFormProps = {
  title: string;
  layout: FormLayout;
  definition: FormDefinition;
  values: FormValues;
  task: FormTask;
};

/** A completed form: the answers as they were sent, to read only. */
export function SubmittedForm({ title, layout, definition, values, task }: SubmittedFormProps) {
  const { t } = useTranslation();
  const dates = useTaskDates();
  const centerLink = useFormsCenterLink();
  const form = useDynamicForm({ definition, initialValues: values, mode: 'view' });
  const Layout = layout === 'stepper' ? StepperForm : SimpleForm;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-3xl flex-wrap items-center justify-between gap-3 rounded-brand bg-emerald-50 px-4 py-3 text-emerald-900">
        <p className="font-medium">
          {t('formsCenter.view.submittedOn', {
            date: dates.day(task.completedAt ?? task.updatedAt),
          })}
        </p>
        <Link href={centerLink} className={`text-sm font-medium underline ${FOCUS_RING}`}>
          {t('formsCenter.view.backToCenter')}
        </Link>
      </div>
      <div className={layout === 'stepper' ? undefined : 'max-w-3xl'}>
        <Layout form={form} aria-label={title} />
      </div>
    </div>
  );
}
