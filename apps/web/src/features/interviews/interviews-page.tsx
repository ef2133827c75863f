import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { interviewIcsUrl, type Interview } from '@careers/contracts/interviews';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { departmentAtPlace, positionHref } from '../../shared/position-summary';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useInterviews } from './use-interviews';

const CARD = 'rounded-brand border border-ink/10 bg-surface p-4';
const LINK_BUTTON = `inline-flex min-h-10 items-center justify-center rounded-brand px-4 py-2 font-medium ${FOCUS_RING}`;

/**
 * /careers/interviews (spec 1 §2; issue 12): upcoming interviews soonest first, in the
 * candidate's own time zone, each with its join link and a calendar file; then past ones.
 */
export function InterviewsPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const interviews = useInterviews();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="interviews-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
    >
      <Heading id="interviews-heading" className="text-2xl font-semibold">
        {t('interviews.heading')}
      </Heading>
      {interviews.error ? (
        <div className="flex flex-col items-start gap-3">
          <InlineError error={interviews.error} />
          <Button variant="secondary" onPress={() => void interviews.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      ) : !interviews.data ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          {[0, 1].map((row) => (
            <div key={row} className="h-28 animate-pulse rounded-brand bg-ink/5" />
          ))}
        </div>
      ) : interviews.data.upcoming.length === 0 && interviews.data.past.length === 0 ? (
        <div className="rounded-brand border border-dashed border-ink/20 p-6">
          <p className="font-semibold">{t('interviews.empty')}</p>
          <p className="mt-1 text-sm text-ink/70">{t('interviews.emptyHint')}</p>
        </div>
      ) : (
        <>
          <InterviewList
            title={t('interviews.upcoming')}
            interviews={interviews.data.upcoming}
            empty={t('interviews.noUpcoming')}
            isUpcoming
          />
          {interviews.data.past.length > 0 ? (
            <InterviewList
              title={t('interviews.past')}
              interviews={interviews.data.past}
              isUpcoming={false}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function InterviewList({
  title,
  interviews,
  empty,
  isUpcoming,
}: {
  title: string;
  interviews: Interview[];
  empty?: string;
  isUpcoming: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {interviews.length === 0 ? (
        <p className="text-sm text-ink/70">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={title}>
          {interviews.map((interview) => (
            <InterviewCard key={interview.id} interview={interview} isUpcoming={isUpcoming} />
          ))}
        </ul>
      )}
      {isUpcoming && interviews.length > 0 ? (
        <p className="text-xs text-ink/60">{t('interviews.zoneNote')}</p>
      ) : null}
    </section>
  );
}

function InterviewCard({ interview, isUpcoming }: { interview: Interview; isUpcoming: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { domain } = useBootData();
  const internalLink = useInternalLink();
  const isOpen = interview.position.archivedAt < 0;
  return (
    <li className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between`}>
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
          <time dateTime={interview.startsAt}>{format.dateTime(interview.startsAt)}</time>
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
              className={`${LINK_BUTTON} bg-primary text-white hover:brightness-110`}
              aria-label={t('interviews.joinFor', { position: interview.position.name })}
            >
              {t('interviews.join')}
            </a>
          ) : null}
          <a
            href={interviewIcsUrl(interview.id, domain)}
            download
            className={`${LINK_BUTTON} border border-primary bg-surface text-primary hover:bg-primary/5`}
            aria-label={t('interviews.calendarFor', { position: interview.position.name })}
          >
            {t('interviews.calendar')}
          </a>
        </div>
      ) : null}
    </li>
  );
}
