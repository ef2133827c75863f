import { useTranslation } from '../../shared/i18n/use-translation';
import type { FormTask, FormTaskStatus } from '@careers/contracts/forms';
import { useTaskDates } from './task-dates';

const DOT: Record<FormTaskStatus, string> = {
  open: 'bg-ink/40',
  in_progress: 'bg-amber-600',
  completed: 'bg-emerald-600',
};

/** A form task's status: a coloured dot beside the words, never the colour alone. */
export function TaskStatus({ status }: { status: FormTaskStatus }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 text-sm font-medium">
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${DOT[status]}`} />
      {t(`formsCenter.status.${status}`)}
    </span>
  );
}

/** The due day of a task still to do, marked when it has passed. */
export function TaskDue({ task }: { task: FormTask }) {
  const { t } = useTranslation();
  const dates = useTaskDates();
  if (task.dueAt === null) {
    return <span className="text-sm text-ink/70">{t('formsCenter.noDueDate')}</span>;
  }
  const due = t('formsCenter.due', { date: dates.dueDay(task.dueAt) });
  if (!dates.isOverdue(task)) return <span className="text-sm text-ink/80">{due}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm font-semibold text-red-800">
      {due}
      <span className="rounded-brand bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
        {t('formsCenter.overdue')}
      </span>
    </span>
  );
}

/** When the task last moved: given, saved for later or submitted. */
export function TaskActivity({ task }: { task: FormTask }) {
  const { t } = useTranslation();
  const dates = useTaskDates();
  const text =
    task.status === 'completed'
      ? t('formsCenter.completedOn', { date: dates.day(task.completedAt ?? task.updatedAt) })
      : task.status === 'in_progress'
        ? t('formsCenter.savedOn', { date: dates.day(task.updatedAt) })
        : t('formsCenter.assignedOn', { date: dates.day(task.assignedAt) });
  return <span className="text-sm text-ink/70">{text}</span>;
}
