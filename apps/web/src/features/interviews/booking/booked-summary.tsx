import { useEffect, useRef } from 'react';
import { calendarLinks, interviewIcsUrl, type Interview } from '@careers/contracts/interviews';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useFormat } from '../../../shared/i18n/format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { linkButtonClasses } from '../../../shared/ui/link';
import { InterviewPlace } from './booking-header';
import { zoneLabel, type ZonedFormat } from './zoned-format';

const ACTION = 'max-sm:min-h-11';

export type BookedSummaryProps = {
  interview: Interview & { startsAt: string };
  format: ZonedFormat;
  // Focus the heading: the candidate has just booked or moved it, and the dialog is gone.
  takeFocus: boolean;
  onChange: () => void;
  onCancel: () => void;
};

/**
 * "Your interview is booked": the time in the chosen zone, how long, where, the calendar links,
 * and — while the rules allow — changing or cancelling it.
 */
export function BookedSummary({
  interview,
  format,
  takeFocus,
  onChange,
  onCancel,
}: BookedSummaryProps) {
  const { t, i18n } = useTranslation();
  const numbers = useFormat();
  const { domain, companyName } = useBootData();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  const { position } = interview;
  const links = calendarLinks({
    title: t('interviews.booking.booked.eventTitle', {
      position: position.name,
      company: companyName,
    }),
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    details: interview.joinUrl ?? '',
    location: interview.location || (interview.joinUrl ?? ''),
  });
  const canChange = interview.changeBlockedBy === null;
  return (
    <Card
      as="section"
      aria-labelledby="booked-heading"
      padding="roomy"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2
          id="booked-heading"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold outline-none"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0 fill-green-700">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4 6.2-4.8 5.3a.8.8 0 0 1-1.1.1L5.9 11a.8.8 0 1 1 1-1.2l1.6 1.3 4.3-4.6a.8.8 0 0 1 1.2 1.1Z" />
          </svg>
          {t('interviews.booking.booked.heading')}
        </h2>
        <p className="text-lg">
          <time dateTime={interview.startsAt}>{format.dateTime(interview.startsAt)}</time>
        </p>
        <p className="text-sm text-ink/70">
          <bdi dir="ltr">
            {zoneLabel(i18n.language, format.timeZone, Date.parse(interview.startsAt))}
          </bdi>
        </p>
        <p className="text-sm">
          {numbers.number(interview.durationMinutes, {
            style: 'unit',
            unit: 'minute',
            unitDisplay: 'long',
          })}
        </p>
        <div className="text-sm">
          <InterviewPlace interview={interview} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={interviewIcsUrl(interview.id, domain)}
          download
          aria-label={t('interviews.booking.booked.calendarFor', { position: position.name })}
          className={`${linkButtonClasses('secondary')} ${ACTION}`}
        >
          {t('interviews.booking.booked.calendar')}
        </a>
        <a
          href={links.google}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('interviews.booking.booked.google')} ${t('interviews.booking.booked.newTab')}`}
          className={`${linkButtonClasses('secondary')} ${ACTION}`}
        >
          {t('interviews.booking.booked.google')}
        </a>
        <a
          href={links.outlook}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('interviews.booking.booked.outlook')} ${t('interviews.booking.booked.newTab')}`}
          className={`${linkButtonClasses('secondary')} ${ACTION}`}
        >
          {t('interviews.booking.booked.outlook')}
        </a>
      </div>
      {canChange || interview.canCancel ? (
        <div className="flex flex-col gap-3 border-t border-ink/10 pt-4">
          {canChange && interview.reschedulesLeft > 0 ? (
            <p className="text-sm text-ink/80">
              {t('interviews.booking.booked.changesLeft', { count: interview.reschedulesLeft })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {canChange ? (
              <Button className={ACTION} onPress={onChange}>
                {t('interviews.booking.booked.change')}
              </Button>
            ) : null}
            {interview.canCancel ? (
              <Button variant="secondary" className={ACTION} onPress={onCancel}>
                {t('interviews.booking.booked.cancel')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Card>
  );
}
