import type { ApplicationMessage } from '@careers/contracts/application-follow-up';
import type { Application } from '@careers/contracts/applications';
import { useFormat } from '../../shared/i18n/format';
import { useTranslation } from '../../shared/i18n/use-translation';
import { interviewEventKey, timelineOf, type TimelineEntry } from './application-timeline';

/**
 * Everything that happened to an application, oldest first, in one list
 * (docs/product/application-follow-up.md, One timeline).
 */
export function ApplicationActivity({
  application,
  messages,
}: {
  application: Application;
  messages: readonly ApplicationMessage[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const entries = timelineOf(application, messages);
  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-3">
      <h2 id="activity-heading" className="text-lg font-semibold">
        {t('applications.page.timeline')}
      </h2>
      <ol className="flex flex-col border-s-2 border-ink/10 ps-4">
        {entries.map((entry, index) => (
          <li key={`${entry.type}-${entry.at}-${index}`} className="relative pb-4 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute -start-[1.3125rem] top-1.5 h-2 w-2 rounded-full bg-ink/40"
            />
            <p className="text-sm font-medium">
              <EntryText entry={entry} />
            </p>
            {entry.type === 'status' && entry.reason ? <Reason reason={entry.reason} /> : null}
            {entry.type === 'update' && entry.note ? (
              <p className="text-sm whitespace-pre-wrap text-ink/80" dir="auto">
                {entry.note}
              </p>
            ) : null}
            <time dateTime={entry.at} className="text-xs text-ink/70">
              {format.dayTime(entry.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function EntryText({ entry }: { entry: TimelineEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  switch (entry.type) {
    case 'status':
      return t(`applications.status.${entry.status}`);
    case 'interview':
      return t(interviewEventKey(entry.kind, entry.startsAt !== null), {
        time: entry.startsAt ? format.dayTime(entry.startsAt) : '',
      });
    case 'message':
      return entry.author === 'candidate'
        ? t('applications.timeline.youAsked')
        : t('applications.timeline.teamAnswered');
    case 'update': {
      const date = entry.expectedBy ? format.day(entry.expectedBy) : '';
      switch (entry.kind) {
        case 'overdue':
          return t('applications.timeline.overdue', { date });
        case 'extended':
          return t('applications.timeline.extended', { date });
        case 'survey_answered':
          return t('applications.timeline.surveyAnswered');
      }
    }
  }
}

// The reason's label, then the employer's own words on lines of their own, each in its own
// direction (an English note in an Arabic page reads as written).
function Reason({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const [label = '', ...note] = reason.split('\n');
  return (
    <>
      <p className="text-sm text-ink/80" dir="auto">
        {t('applications.page.reason', { reason: label })}
      </p>
      {note.map((line, index) => (
        <p key={index} className="text-sm text-ink/80" dir="auto">
          {line}
        </p>
      ))}
    </>
  );
}
