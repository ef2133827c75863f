import type { Interview } from '@careers/contracts/interviews';
import { useFormat } from '../../shared/i18n/format';
import { useTranslation } from '../../shared/i18n/use-translation';
import { FOCUS_RING } from '../../shared/ui/button';
import { eventKey } from './interview-texts';

/**
 * A card's history, folded: "Booked by you for 1 Dec 2026, 15:30 · 21 Nov 2026", each change
 * oldest first, with the reason given. The booking page shows it unfolded.
 */
export function InterviewCardHistory({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (interview.history.length === 0) return null;
  const label = t('interviews.historyOf', { position: interview.position.name });
  return (
    <details className="group text-sm">
      <summary
        aria-label={label}
        className={`w-fit cursor-pointer rounded-brand font-medium text-ink/75 hover:text-ink ${FOCUS_RING}`}
      >
        {t('interviews.history')}
      </summary>
      <ol aria-label={label} className="mt-2 flex flex-col gap-1.5 border-s-2 border-ink/10 ps-3">
        {interview.history.map((event, index) => {
          const what = t(eventKey(event));
          const time = event.startsAt ? format.dayTime(event.startsAt) : null;
          return (
            <li key={`${event.at}-${index}`} className="text-ink/80">
              <span>
                {time && event.kind === 'booked'
                  ? t('interviews.eventForTime', { what, time })
                  : time && event.kind === 'rescheduled'
                    ? t('interviews.eventToTime', { what, time })
                    : what}
              </span>
              {' · '}
              <time dateTime={event.at}>{format.day(event.at)}</time>
              {event.reason ? (
                <span className="block text-ink/65" dir="auto">
                  {t(
                    event.kind === 'times_requested'
                      ? 'interviews.eventNote'
                      : 'interviews.eventReason',
                    { reason: event.reason },
                  )}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
