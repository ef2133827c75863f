import {
  interviewBookingPath,
  interviewIcsUrl,
  type Interview,
} from '@careers/contracts/interviews';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { useTranslation } from '../../shared/i18n/use-translation';
import { departmentAtPlace, positionHref } from '../../shared/position-summary';
import { FOCUS_RING } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { Link, LinkButton, linkButtonClasses } from '../../shared/ui/link';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { InterviewCardHistory } from './interview-card-history';
import { statusKey } from './interview-texts';

// Offered and booked interviews ask for (or allow) the candidate's action; the others are shown
// quieter.
const BADGE_CLASSES: Record<Interview['status'], string> = {
  offered: 'bg-amber-100 text-amber-900',
  booked: 'bg-primary/10 text-primary',
  rescheduled: 'bg-primary/10 text-primary',
  cancelled_by_candidate: 'bg-ink/10 text-ink/80',
  cancelled_by_employer: 'bg-ink/10 text-ink/80',
  completed: 'bg-green-100 text-green-900',
  no_show: 'bg-red-100 text-red-800',
};

/**
 * One interview on the list (docs/product/dashboard.md): an offer with "Choose a time", a booked
 * one with its time in the reader's zone, join link, calendar file and "Change or cancel", a past
 * or cancelled one with its status and the time it had; each with its history folded.
 */
export function InterviewCard({
  interview,
  isUpcoming,
}: {
  interview: Interview;
  isUpcoming: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const position = interview.position.name;
  const isOpen = interview.position.archivedAt < 0;
  const isOffered = interview.status === 'offered';
  return (
    <Card as="li" className="flex flex-col gap-3">
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          {isOpen ? (
            <Link
              href={positionHref(interview.position, internalLink)}
              className={`font-semibold text-primary underline-offset-2 hover:underline ${FOCUS_RING}`}
            >
              <span dir="auto">{position}</span>
            </Link>
          ) : (
            <p className="font-semibold" dir="auto">
              {position}
            </p>
          )}
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_CLASSES[interview.status]}`}
          >
            {t(statusKey(interview.status))}
          </span>
        </div>
        <p className="text-sm text-ink/75">{departmentAtPlace(interview.position, t)}</p>
        {interview.startsAt ? (
          <p className="mt-1">
            <time dateTime={interview.startsAt}>{format.dateTime(interview.startsAt)}</time>
          </p>
        ) : null}
        {isOffered && interview.bookBy ? (
          <p className="mt-1 font-medium">
            {interview.changeBlockedBy === 'book_by_passed'
              ? t('interviews.bookByPassed')
              : t('interviews.chooseBy', { date: format.dateTime(interview.bookBy) })}
          </p>
        ) : null}
        <p className="text-sm text-ink/75">
          {format.number(interview.durationMinutes, {
            style: 'unit',
            unit: 'minute',
            unitDisplay: 'long',
          })}
          {interview.location ? (
            <>
              {' · '}
              <span dir="auto">{interview.location}</span>
            </>
          ) : null}
        </p>
        {interview.interviewers.length > 0 ? (
          <p className="text-sm text-ink/75" dir="auto">
            {t('interviews.with', { names: format.list(interview.interviewers) })}
          </p>
        ) : null}
      </div>
      {isUpcoming ? <CardActions interview={interview} /> : null}
      <InterviewCardHistory interview={interview} />
    </Card>
  );
}

function CardActions({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const internalLink = useInternalLink();
  const position = interview.position.name;
  const bookingHref = internalLink(interviewBookingPath(interview.id));
  if (interview.status === 'offered') {
    if (interview.changeBlockedBy !== null) return null;
    return (
      <div className="flex flex-wrap gap-2">
        <LinkButton href={bookingHref} aria-label={t('interviews.chooseFor', { position })}>
          {t('interviews.choose')}
        </LinkButton>
      </div>
    );
  }
  const canChange = interview.changeBlockedBy === null || interview.canCancel;
  return (
    <div className="flex flex-wrap gap-2">
      {interview.joinUrl ? (
        <a
          href={interview.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={linkButtonClasses()}
          aria-label={t('interviews.joinFor', { position })}
        >
          {t('interviews.join')}
        </a>
      ) : null}
      {interview.startsAt ? (
        <a
          href={interviewIcsUrl(interview.id, domain)}
          download
          className={linkButtonClasses('secondary')}
          aria-label={t('interviews.calendarFor', { position })}
        >
          {t('interviews.calendar')}
        </a>
      ) : null}
      {canChange ? (
        <LinkButton
          href={bookingHref}
          variant="ghost"
          aria-label={t('interviews.changeFor', { position })}
        >
          {t('interviews.change')}
        </LinkButton>
      ) : null}
    </div>
  );
}
