import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { PositionInsights } from '@careers/contracts/position-insights';
import type { Salary } from '@careers/contracts/search';
import { formatMoney } from '../../shared/format-position';
import { useFormat } from '../../shared/i18n/format';

type Pay = NonNullable<PositionInsights['pay']>;

const WIDTH = 320;
const HEIGHT = 44;
const BAND_Y = 14;
const BAND_HEIGHT = 12;

/**
 * The typical pay of similar roles (the middle half, low to high quartile, and the median) as an
 * SVG whose title says the figures, with this job's own range over it when it is paid in the same
 * currency and period. The figures are also written out beside it.
 */
export function PayRangeChart({ pay, salary }: { pay: Pay; salary: Salary | null }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const rtl = i18n.dir() === 'rtl';
  const own =
    salary && salary.currency === pay.currency && salary.period === pay.period ? salary : null;
  const values = [pay.low, pay.high, pay.median, ...(own ? [own.min, own.max] : [])];
  const lowest = Math.min(...values) * 0.9;
  const highest = Math.max(...values) * 1.1;
  const span = Math.max(1, highest - lowest);
  // x of an amount, from the reading side.
  const x = (amount: number) => {
    const share = ((amount - lowest) / span) * WIDTH;
    return rtl ? WIDTH - share : share;
  };
  const box = (from: number, to: number) => ({
    x: Math.min(x(from), x(to)),
    width: Math.max(2, Math.abs(x(to) - x(from))),
  });
  const money = (amount: number) => formatMoney(format, Math.round(amount), pay.currency);
  const title = own
    ? t('insights.payChartWithJob', {
        low: money(pay.low),
        median: money(pay.median),
        high: money(pay.high),
        min: money(own.min),
        max: money(own.max),
      })
    : t('insights.payChart', {
        low: money(pay.low),
        median: money(pay.median),
        high: money(pay.high),
      });
  return (
    <figure className="flex flex-col gap-1">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full max-w-sm text-ink"
      >
        <title id={titleId}>{title}</title>
        <rect
          x={0}
          y={BAND_Y + BAND_HEIGHT / 2 - 1}
          width={WIDTH}
          height={2}
          className="fill-current opacity-15"
        />
        <rect
          {...box(pay.low, pay.high)}
          y={BAND_Y}
          height={BAND_HEIGHT}
          rx={BAND_HEIGHT / 2}
          className="fill-primary opacity-30"
        />
        <rect
          x={x(pay.median) - 1.5}
          y={BAND_Y - 3}
          width={3}
          height={BAND_HEIGHT + 6}
          className="fill-primary"
        />
        {own ? (
          <rect
            {...box(own.min, own.max)}
            y={BAND_Y + BAND_HEIGHT + 8}
            height={6}
            rx={3}
            className="fill-accent"
          />
        ) : null}
      </svg>
      {/* The colours' key; the chart's name already says every figure. */}
      <figcaption aria-hidden="true" className="flex flex-wrap gap-x-4 text-xs text-ink/70">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2 w-4 rounded-full bg-primary/30" />
          {t('insights.legendSimilar')}
        </span>
        {own ? (
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-2 w-4 rounded-full bg-accent" />
            {t('insights.legendThisJob')}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
