import { Card } from '../../shared/ui/card';
import { LinkButton } from '../../shared/ui/link';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { FormTask } from '@careers/contracts/forms';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { TaskActivity, TaskDue, TaskStatus } from './task-status';

/** One form of the forms center: what it is, where it stands, and the way into it. */
export function FormTaskRow({ task }: { task: FormTask }) {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  const isDone = task.status === 'completed';
  return (
    <Card as="li" className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg font-semibold" dir="auto">
          {task.title}
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <TaskStatus status={task.status} />
          {isDone ? null : <TaskDue task={task} />}
          <TaskActivity task={task} />
        </div>
      </div>
      <LinkButton
        href={internalLink('/careers/forms', { form_id: task.formId })}
        aria-label={t(`formsCenter.actionNamed.${task.status}`, { title: task.title })}
        variant={isDone ? 'secondary' : 'primary'}
        className="shrink-0"
      >
        {t(`formsCenter.action.${task.status}`)}
      </LinkButton>
    </Card>
  );
}
