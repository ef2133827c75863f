import { useTranslation } from '../../shared/i18n/use-translation';
import { Card } from '../../shared/ui/card';
import { Link, linkButtonClasses } from '../../shared/ui/link';
import { interviewIcsUrl, type Interview } from '@careers/contracts/interviews';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { departmentAtPlace, positionHref } from '../../shared/position-summary';
import { FOCUS_RING } from '../../shared/ui/button';
import { UpcomingPastPage } from '../../shared/ui/upcoming-past-page';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useInterviews } from './api/use-interviews';

/**
 * /careers/interviews: upcoming interviews soonest first, in the candidate's own time zone, each
 * with its join link and a calendar file; then past ones.
 */
export function InterviewsPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const query = useInterviews();
  const texts = {
    heading: t('interviews.heading'),
    empty: t('interviews.empty'),
    emptyHint: t('interviews.emptyHint'),
    upcoming: t('interviews.upcoming'),
    noUpcoming: t('interviews.noUpcoming'),
    past: t('interviews.past'),
    zoneNote: t('interviews.zoneNote'),
  };
  return (
    <UpcomingPastPage
      id="interviews-heading"
      headingLevel={headingLevel}
      texts={texts}
      query={query}
      renderItem={(item, isUpcoming) => (
        <InterviewCard key={item.id} interview={item} isUpcoming={isUpcoming} />
      )}
    />
  );
}

function InterviewCard({ interview, isUpcoming }: { interview: Interview; isUpcoming: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { domain } = useBootData();
  const internalLink = useInternalLink();
  const isOpen = interview.position.archivedAt < 0;
  return (
    <Card as="li" className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        {isOpen ? (
          <Link
            href={positionHref(interview.position, internalLink)}
            className={`font-semibold text-primary underline-offset-2 hover:underline ${FOCUS_RING}`}
          >
            <span dir="auto">{interview.position.name}</span>
          </Link>
        ) : (
          <p className="font-semibold" dir="auto">
            {interview.position.name}
          </p>
        )}
        <p className="text-sm text-ink/75">{departmentAtPlace(interview.position, t)}</p>
        <p className="mt-1">
          <time dateTime={interview.startsAt ?? undefined}>
            {interview.startsAt ? format.dateTime(interview.startsAt) : null}
          </time>
        </p>
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
      </div>
      {isUpcoming ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          {interview.joinUrl ? (
            <a
              href={interview.joinUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkButtonClasses()}
              aria-label={t('interviews.joinFor', { position: interview.position.name })}
            >
              {t('interviews.join')}
            </a>
          ) : null}
          <a
            href={interviewIcsUrl(interview.id, domain)}
            download
            className={linkButtonClasses('secondary')}
            aria-label={t('interviews.calendarFor', { position: interview.position.name })}
          >
            {t('interviews.calendar')}
          </a>
        </div>
      ) : null}
    </Card>
  );
}
