import type { Application } from '@careers/contracts/applications';
import { useFormat } from '../../shared/i18n/format';
import { useTranslation } from '../../shared/i18n/use-translation';

/**
 * Where an application stands, as the candidate's stages (docs/product/application-follow-up.md):
 * each stage on the way with the day it was reached, the current one marked, and what comes next
 * — "Expect an update by {date}" and the stage's own time. Compact in a list (a bar per stage),
 * full on the application's page (a line down the stages, with the current one explained).
 */
export function StageTimeline({
  application,
  compact = false,
}: {
  application: Application;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { stages, stage: current } = application;
  const currentIndex = stages.findIndex((stage) => stage.id === current.id);
  const label = t('applications.stages.label', { position: application.position.name });
  return (
    <div className="flex flex-col gap-3">
      <ol
        aria-label={label}
        className={
          compact
            ? 'grid grid-cols-1 gap-x-2 gap-y-1 sm:auto-cols-fr sm:grid-flow-col'
            : 'flex flex-col'
        }
      >
        {stages.map((stage, index) => {
          const isCurrent = index === currentIndex;
          const isDone = index < currentIndex;
          const state = isCurrent
            ? t('applications.stages.current')
            : isDone
              ? t('applications.stages.done')
              : t('applications.stages.next');
          const when = stage.reachedAt ? format.day(stage.reachedAt) : null;
          return compact ? (
            <li
              key={stage.id}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex items-center gap-2 sm:flex-col sm:items-start sm:gap-1"
            >
              <span
                aria-hidden="true"
                className={`h-2.5 w-2.5 shrink-0 rounded-full sm:h-1.5 sm:w-full ${
                  isCurrent || isDone ? 'bg-primary' : 'bg-ink/15'
                }`}
              />
              <span
                className={`text-sm ${isCurrent ? 'font-semibold text-ink' : isDone ? 'text-ink/80' : 'text-ink/60'}`}
              >
                {stage.label}
                <span className="sr-only">{`, ${state}`}</span>
              </span>
              {when ? (
                <time dateTime={stage.reachedAt ?? ''} className="text-xs text-ink/70">
                  {when}
                </time>
              ) : null}
            </li>
          ) : (
            <li
              key={stage.id}
              aria-current={isCurrent ? 'step' : undefined}
              className="relative flex gap-3 pb-5 last:pb-0"
            >
              {index < stages.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`absolute start-[0.6875rem] top-6 bottom-0 w-0.5 ${isDone ? 'bg-primary' : 'bg-ink/15'}`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${
                  isCurrent
                    ? 'border-primary bg-primary text-surface'
                    : isDone
                      ? 'border-primary bg-surface text-primary'
                      : 'border-ink/25 bg-surface text-ink/50'
                }`}
              >
                {isDone ? '✓' : index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className={isCurrent ? 'font-semibold' : isDone ? 'text-ink/85' : 'text-ink/60'}>
                  {stage.label}
                  <span className="sr-only">{`, ${state}`}</span>
                </p>
                {when ? (
                  <p className="text-sm text-ink/70">
                    {t('applications.stages.reachedOn', { date: when })}
                  </p>
                ) : null}
                {isCurrent ? <p className="text-sm text-ink/80">{stage.explanation}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
      <NextStep application={application} />
    </div>
  );
}

// What the candidate can count on next: the date the team promised, and the stage's usual time.
function NextStep({ application }: { application: Application }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { expectedBy, stage } = application;
  if (!expectedBy) return null;
  return (
    <div className="flex flex-col gap-0.5 rounded-brand bg-primary/5 px-3 py-2 text-sm">
      <p className="font-semibold">
        {t('applications.stages.expectBy', { date: format.day(expectedBy) })}
      </p>
      {stage.expectedDays !== null ? (
        <p className="text-ink/75">
          {t('applications.stages.aimWithin', { count: stage.expectedDays })}
        </p>
      ) : null}
    </div>
  );
}
