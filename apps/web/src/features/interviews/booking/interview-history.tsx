import type { InterviewEvent } from '@careers/contracts/interviews';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ZonedFormat } from './zoned-format';

function whatHappened(event: InterviewEvent): string {
  const byYou = event.by === 'candidate';
  switch (event.kind) {
    case 'offered':
      return 'interviews.booking.history.offered';
    case 'booked':
      return byYou
        ? 'interviews.booking.history.bookedByYou'
        : 'interviews.booking.history.bookedByTeam';
    case 'rescheduled':
      return byYou
        ? 'interviews.booking.history.movedByYou'
        : 'interviews.booking.history.movedByTeam';
    case 'cancelled_by_candidate':
      return 'interviews.booking.history.cancelledByYou';
    case 'cancelled_by_employer':
      return 'interviews.booking.history.cancelledByTeam';
    case 'completed':
      return 'interviews.booking.history.completed';
    case 'no_show':
      return 'interviews.booking.history.noShow';
    case 'times_requested':
      return 'interviews.booking.history.timesRequested';
    case 'times_added':
      return 'interviews.booking.history.timesAdded';
  }
}

/** "Booked by you · 21 Nov, 10:05", each change of the interview, oldest first. */
export function InterviewHistory({
  history,
  format,
}: {
  history: readonly InterviewEvent[];
  format: ZonedFormat;
}) {
  const { t } = useTranslation();
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="interview-history-heading" className="flex flex-col gap-2">
      <h2 id="interview-history-heading" className="text-lg font-semibold">
        {t('interviews.booking.history.heading')}
      </h2>
      <ol className="flex flex-col gap-2 border-s-2 border-ink/10 ps-4 text-sm">
        {history.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <p>
              {t('interviews.booking.history.line', {
                what: t(whatHappened(event)),
                at: format.moment(event.at),
              })}
            </p>
            {event.reason ? (
              <p className="text-ink/70" dir="auto">
                {t(
                  event.kind === 'times_requested'
                    ? 'interviews.booking.history.note'
                    : 'interviews.booking.history.reason',
                  { reason: event.reason },
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
