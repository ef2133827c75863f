import type { Interview } from '@careers/contracts/interviews';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Card } from '../../../shared/ui/card';
import type { ZonedFormat } from './zoned-format';

type ClosedStatus = 'cancelled_by_candidate' | 'cancelled_by_employer' | 'completed' | 'no_show';

const isClosed = (status: Interview['status']): status is ClosedStatus =>
  status === 'cancelled_by_candidate' ||
  status === 'cancelled_by_employer' ||
  status === 'completed' ||
  status === 'no_show';

/** A cancelled, completed or missed interview: what happened, and when it was to be. */
export function ClosedNotice({ interview, format }: { interview: Interview; format: ZonedFormat }) {
  const { t } = useTranslation();
  const { status, startsAt } = interview;
  if (!isClosed(status)) return null;
  return (
    <Card as="section" padding="roomy" variant="dashed" className="flex flex-col gap-1">
      <h2 className="text-xl font-semibold">{t(`interviews.booking.status.${status}`)}</h2>
      {startsAt ? (
        <p className="text-ink/80">
          {t('interviews.booking.status.wasAt', { time: format.dateTime(startsAt) })}
        </p>
      ) : null}
    </Card>
  );
}
