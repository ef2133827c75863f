import type { Interview } from '@careers/contracts/interviews';
import { useFormat } from '../../../shared/i18n/format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { departmentAtPlace, positionHref } from '../../../shared/position-summary';
import { FOCUS_RING } from '../../../shared/ui/button';
import { Link } from '../../../shared/ui/link';
import { useInternalLink } from '../../../shared/url/use-internal-link';

/** The position (a link while it is open), who interviews, how long, and where. */
export function BookingHeader({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const { position } = interview;
  const isOpen = position.archivedAt < 0;
  return (
    <header className="flex flex-col gap-3">
      <div>
        <p className="text-sm font-medium text-ink/70">{t('interviews.booking.eyebrow')}</p>
        <h1 className="text-2xl font-semibold break-words">
          {isOpen ? (
            <Link
              href={positionHref(position, internalLink)}
              className={`text-primary underline-offset-2 hover:underline ${FOCUS_RING}`}
            >
              <bdi>{position.name}</bdi>
            </Link>
          ) : (
            <bdi>{position.name}</bdi>
          )}
        </h1>
        <p className="text-sm text-ink/75">{departmentAtPlace(position, t)}</p>
      </div>
      {interview.interviewers.length > 0 ? (
        <p>
          {t('interviews.booking.with', { names: format.list(interview.interviewers, 'unit') })}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink/70">{t('interviews.booking.duration')}</dt>
        <dd>
          {format.number(interview.durationMinutes, {
            style: 'unit',
            unit: 'minute',
            unitDisplay: 'long',
          })}
        </dd>
        <dt className="text-ink/70">{t('interviews.booking.where')}</dt>
        <dd className="min-w-0">
          <InterviewPlace interview={interview} />
        </dd>
      </dl>
    </header>
  );
}

/** "Video call" with its link, the place, or both. */
export function InterviewPlace({
  interview,
}: {
  interview: Pick<Interview, 'joinUrl' | 'location'>;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col">
      {interview.joinUrl ? (
        <span>
          {t('interviews.booking.videoCall')}
          {' · '}
          <a
            href={interview.joinUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${interview.joinUrl} ${t('interviews.booking.videoLink')}`}
            className={`break-all text-primary underline ${FOCUS_RING}`}
            dir="ltr"
          >
            {interview.joinUrl}
          </a>
        </span>
      ) : null}
      {interview.location ? (
        <span>
          <bdi>{interview.location}</bdi>
        </span>
      ) : null}
    </span>
  );
}
