import { dayNumber } from './dates';
import type { Translate } from './translate';
import type { QuestionItem } from './types';
import { isEmpty, isRecord, own } from './values';

/**
 * Date range {startDate, endDate, isCurrent}: once either end is given both are
 * needed ("I'm currently in this role" stands for the end); each end must be a date; with
 * disallowFutureStartDate the start may not be after today (a month counts as its first day, so
 * the current month is allowed).
 */
export function dateRangeMessage(
  item: QuestionItem,
  value: unknown,
  today: string,
  t: Translate,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) return t('dateInvalid');
  const start = own(value, 'startDate');
  const end = own(value, 'endDate');
  const hasStart = !isEmpty(start);
  const hasEnd = !isEmpty(end) || own(value, 'isCurrent') === true;
  if (!hasStart && !hasEnd) return undefined;
  if (hasStart !== hasEnd) return t('dateRangeBoth');
  const startDay = dayNumber(start);
  if (startDay === undefined || (!isEmpty(end) && dayNumber(end) === undefined)) {
    return t('dateInvalid');
  }
  const todayDay = dayNumber(today);
  if (
    item.dateRangeOptions?.disallowFutureStartDate === true &&
    todayDay !== undefined &&
    startDay > todayDay
  ) {
    return t('dateRangeFutureStart');
  }
  return undefined;
}
