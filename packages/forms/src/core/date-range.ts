import { isIsoOf, rangeGranularity } from './date-format';
import { invalidDateMessage, type DateContext } from './date-rules';
import { dayNumber } from './dates';
import type { QuestionItem } from './types';
import { isEmpty, isRecord, own } from './values';

/**
 * Date range {startDate, endDate, isCurrent}: once either end is given both are
 * needed ("I'm currently in this role" stands for the end); each end must be a month (YYYY-MM, the
 * default picker) or, with picker `date`, a day (YYYY-MM-DD); with disallowFutureStartDate the
 * start may not be after today (a month counts as its first day, so the current month is allowed).
 */
export function dateRangeMessage(
  item: QuestionItem,
  value: unknown,
  context: Pick<DateContext, 't' | 'locale' | 'today'>,
): string | undefined {
  const { t } = context;
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) return t('dateInvalid');
  const start = own(value, 'startDate');
  const end = own(value, 'endDate');
  const hasStart = !isEmpty(start);
  const hasEnd = !isEmpty(end) || own(value, 'isCurrent') === true;
  if (!hasStart && !hasEnd) return undefined;
  if (hasStart !== hasEnd) return t('dateRangeBoth');
  const options = isRecord(item.dateRangeOptions) ? item.dateRangeOptions : {};
  const granularity = rangeGranularity(options.picker);
  if (!isIsoOf(start, granularity) || (!isEmpty(end) && !isIsoOf(end, granularity))) {
    return invalidDateMessage(granularity, options.dateFormat ?? 'MM/YYYY', context);
  }
  const startDay = dayNumber(start);
  const todayDay = dayNumber(context.today);
  if (
    options.disallowFutureStartDate === true &&
    todayDay !== undefined &&
    startDay !== undefined &&
    startDay > todayDay
  ) {
    return t('dateRangeFutureStart');
  }
  return undefined;
}
