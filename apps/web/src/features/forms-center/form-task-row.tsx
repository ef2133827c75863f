import { Link } from '../../shared/ui/link';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { FormTask } from '@careers/contracts/forms';
import { FOCUS_RING } from '../../shared/ui/button';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { TaskActivity, TaskDue, TaskStatus } from './task-status';

const LINK = `inline-flex min-h-10 shrink-0 items-center rounded-brand px-4 py-2 font-medium ${FOCUS_RING}`;
const FILLED = `${LINK} bg-primary text-white hover:brightness-110`;
const OUTLINED = `${LINK} border border-primary text-primary hover:bg-primary/5`;

/** One form of the forms center: what it is, where it stands, and the way into it. */
export function FormTaskRow({ task }: { task: FormTask }) {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  const isDone = task.status === 'completed';
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 rounded-brand border border-ink/10 p-4">
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
      <Link
        href={internalLink('/careers/forms', { form_id: task.formId })}
        aria-label={t(`formsCenter.actionNamed.${task.status}`, { title: task.title })}
        className={isDone ? OUTLINED : FILLED}
      >
        {t(`formsCenter.action.${task.status}`)}
      </Link>
    </li>
  );
}
