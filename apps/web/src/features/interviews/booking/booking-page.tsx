import { useMemo, useState } from 'react';
import { Trans } from 'react-i18next';
import {
  isBookedStatus,
  type Interview,
  type InterviewConflict,
  type InterviewRules,
  type InterviewSlot,
} from '@careers/contracts/interviews';
import { useNow } from '../../../shared/api/prefetched-queries';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { InlineError } from '../../../shared/ui/inline-error';
import { LinkButton } from '../../../shared/ui/link';
import { useInternalLink } from '../../../shared/url/use-internal-link';
import { useInterview } from '../api/use-interview';
import { BookDialog } from './book-dialog';
import { BookedSummary } from './booked-summary';
import { BookingHeader } from './booking-header';
import { isMissingInterview } from './booking-failure';
import { CancelDialog } from './cancel-dialog';
import { ChangeBlockedNotice } from './change-notice';
import { InterviewHistory } from './interview-history';
import { RequestTimesDialog } from './request-times-dialog';
import { SlotList } from './slot-list';
import { ClosedNotice } from './closed-notice';
import { TimeZonePicker } from './time-zone-picker';
import { browserTimeZone, zonedFormat, zoneLabel } from './zoned-format';

const PAGE = 'mx-auto flex w-full max-w-3xl flex-col gap-6';

/**
 * /careers/interviews/:id/book (docs/product/interviews.md): the candidate chooses a time from
 * those offered, in their own time zone; once booked, adds it to a calendar, moves or cancels it
 * while the group's rules allow; or tells the recruiting team none of the times work.
 */
export function InterviewBookingPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useInterview(id);
  if (query.data) return <Booking {...query.data} refetch={() => void query.refetch()} />;
  if (isMissingInterview(query.error)) return <InterviewMissing />;
  if (query.error) {
    return (
      <div className={PAGE}>
        <InlineError error={query.error} message={t('interviews.booking.loadError')} />
        <Button variant="secondary" className="w-fit" onPress={() => void query.refetch()}>
          {t('interviews.booking.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" className={PAGE}>
      <span className="sr-only">{t('interviews.booking.loading')}</span>
      <div className="h-8 w-2/3 animate-pulse rounded-brand bg-ink/10" />
      <div className="h-5 w-1/3 animate-pulse rounded-brand bg-ink/5" />
      {[0, 1].map((row) => (
        <div key={row} className="h-24 animate-pulse rounded-brand bg-ink/5" />
      ))}
    </div>
  );
}

function InterviewMissing() {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-3 py-8">
      <h1 className="text-2xl font-semibold">{t('interviews.booking.notFound.heading')}</h1>
      <p className="text-ink/80">{t('interviews.booking.notFound.text')}</p>
      <LinkButton href={internalLink('/careers/interviews')}>
        {t('interviews.booking.allInterviews')}
      </LinkButton>
    </section>
  );
}

type BookingProps = {
  interview: Interview;
  slots: InterviewSlot[];
  rules: InterviewRules;
  refetch: () => void;
};

function Booking({ interview, slots, rules, refetch }: BookingProps) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const internalLink = useInternalLink();
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [isRescheduling, setRescheduling] = useState(false);
  const [chosen, setChosen] = useState<InterviewSlot | null>(null);
  const [conflict, setConflict] = useState<InterviewConflict | null>(null);
  const [justBooked, setJustBooked] = useState(false);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [isRequestOpen, setRequestOpen] = useState(false);
  const [requestSent, setRequestSent] = useState(false);
  const format = useMemo(() => zonedFormat(i18n.language, timeZone), [i18n.language, timeZone]);
  const { startsAt, status, changeBlockedBy } = interview;
  const referenceInstant = Date.parse(startsAt ?? slots[0]?.startsAt ?? '') || now;
  const isBooked = isBookedStatus(status) && startsAt !== null;
  const isOffered = status === 'offered';
  const canChoose = (isOffered || isRescheduling) && changeBlockedBy === null;
  // Asking for other times stays open to an offer past its book-by (the team can offer more).
  const canRequestTimes =
    (isOffered && (changeBlockedBy === null || changeBlockedBy === 'book_by_passed')) ||
    (isRescheduling && changeBlockedBy === null);

  const choose = (slot: InterviewSlot) => {
    setConflict(null);
    setChosen(slot);
  };

  return (
    <div className={PAGE}>
      <LinkButton
        href={internalLink('/careers/interviews')}
        variant="ghost"
        size="sm"
        className="-ms-3 w-fit"
      >
        <span aria-hidden="true" className="rtl:rotate-180">
          ←
        </span>
        {t('interviews.booking.allInterviews')}
      </LinkButton>
      <BookingHeader interview={interview} />

      <div className="grid gap-2 sm:grid-cols-[minmax(0,22rem)_1fr] sm:items-end sm:gap-4">
        <TimeZonePicker value={timeZone} onChange={setTimeZone} at={referenceInstant} />
        <p className="text-sm text-ink/70 sm:pb-3">
          <Trans
            i18nKey="interviews.booking.zone.interviewers"
            values={{
              zone: zoneLabel(i18n.language, interview.interviewerTimeZone, referenceInstant),
            }}
            components={{ zone: <span dir="ltr" className="whitespace-nowrap" /> }}
          />
        </p>
      </div>

      {isBooked && !isRescheduling ? (
        <BookedSummary
          interview={{ ...interview, startsAt }}
          format={format}
          takeFocus={justBooked}
          onChange={() => {
            setConflict(null);
            setRequestSent(false);
            setRescheduling(true);
          }}
          onCancel={() => {
            setCancelOpen(true);
          }}
        />
      ) : null}

      {!isOffered && !isBookedStatus(status) ? (
        <ClosedNotice interview={interview} format={format} />
      ) : null}

      {changeBlockedBy !== null && changeBlockedBy !== 'closed' ? (
        <ChangeBlockedNotice interview={interview} rules={rules} />
      ) : null}

      {canChoose ? (
        <section aria-labelledby="choose-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="choose-heading" className="text-xl font-semibold">
              {t(
                isRescheduling
                  ? 'interviews.booking.reschedule.heading'
                  : 'interviews.booking.choose.heading',
              )}
            </h2>
            {isRescheduling && startsAt ? (
              <p className="text-sm text-ink/80">
                {t('interviews.booking.reschedule.current', { time: format.dateTime(startsAt) })}
              </p>
            ) : null}
            {isOffered && interview.bookBy ? (
              <p className="text-sm font-medium text-ink/80">
                {t('interviews.booking.choose.bookBy', { date: format.dateTime(interview.bookBy) })}
              </p>
            ) : null}
          </div>
          {conflict ? (
            <p role="alert" className="rounded-brand bg-red-50 px-3 py-2 text-sm text-red-800">
              {t(`interviews.booking.conflict.${conflict}`)}
            </p>
          ) : null}
          {slots.length > 0 ? (
            <SlotList
              slots={slots}
              format={format}
              chosenId={chosen?.id ?? null}
              onChoose={choose}
            />
          ) : (
            <Card variant="dashed" padding="wide" className="flex flex-col gap-1">
              <h3 className="font-semibold">{t('interviews.booking.choose.emptyHeading')}</h3>
              <p className="text-sm text-ink/75">{t('interviews.booking.choose.emptyText')}</p>
            </Card>
          )}
          {isRescheduling ? (
            <Button
              variant="secondary"
              className="w-fit max-sm:min-h-11"
              onPress={() => {
                setConflict(null);
                setRescheduling(false);
              }}
            >
              {t('interviews.booking.reschedule.keep')}
            </Button>
          ) : null}
        </section>
      ) : null}

      {canRequestTimes ? (
        <div className="flex flex-col items-start gap-2">
          {requestSent ? (
            <p role="status" className="rounded-brand bg-green-50 px-3 py-2 text-green-900">
              {t('interviews.booking.request.done')}
            </p>
          ) : (
            <Button
              variant="ghost"
              className="-ms-4 text-primary underline underline-offset-2 max-sm:min-h-11"
              onPress={() => {
                setRequestOpen(true);
              }}
            >
              {t('interviews.booking.request.button')}
            </Button>
          )}
        </div>
      ) : null}

      {isOffered && interview.canCancel ? (
        <Button
          variant="ghost"
          className="-ms-4 -mt-4 w-fit text-ink/80 underline underline-offset-2 max-sm:min-h-11"
          onPress={() => {
            setCancelOpen(true);
          }}
        >
          {t('interviews.booking.decline')}
        </Button>
      ) : null}

      <InterviewHistory history={interview.history} format={format} />

      <BookDialog
        interviewId={interview.id}
        slot={chosen}
        isMove={isRescheduling}
        rules={rules}
        format={format}
        onClose={() => {
          setChosen(null);
        }}
        onBooked={() => {
          setChosen(null);
          setRescheduling(false);
          setJustBooked(true);
        }}
        onConflict={(refused) => {
          setChosen(null);
          setConflict(refused);
          refetch();
        }}
      />
      <CancelDialog
        interviewId={interview.id}
        isOpen={isCancelOpen}
        reasonRequired={rules.reasonRequired && isBooked}
        onClose={() => {
          setCancelOpen(false);
        }}
      />
      <RequestTimesDialog
        interviewId={interview.id}
        isOpen={isRequestOpen}
        onClose={() => {
          setRequestOpen(false);
        }}
        onSent={() => {
          setRequestOpen(false);
          setRequestSent(true);
        }}
      />
    </div>
  );
}
