import {
  boundMessageKey,
  displayFormat,
  formatHint,
  isIsoOf,
  pickerGranularity,
  truncateIso,
  type DateGranularity,
} from './date-format';
import { addDays, addMonths, dayNumber, formatDay, resolveEnableBound } from './dates';
import { failWith } from './rule-message';
import type { Translate } from './translate';
import type { DateOptions, DateRelativeUnit, FormValues, QuestionItem, Rule } from './types';
import { isEmpty, isRecord, limitOf, own } from './values';

type DateRuleType =
  | 'isToday'
  | 'isFuture'
  | 'isPast'
  | 'isOn'
  | 'isBefore'
  | 'isAfter'
  | 'isBetween'
  | 'isNotBetween'
  | 'isRelativeToToday'
  | 'date_comparison';
export type DateRule = Extract<Rule, { type: DateRuleType }>;

const DATE_RULE_TYPES = new Set<string>([
  'isToday',
  'isFuture',
  'isPast',
  'isOn',
  'isBefore',
  'isAfter',
  'isBetween',
  'isNotBetween',
  'isRelativeToToday',
  'date_comparison',
] satisfies DateRuleType[]);

export const isDateRule = (rule: Rule): rule is DateRule => DATE_RULE_TYPES.has(rule.type);

export type DateContext = {
  /** YYYY-MM-DD. */
  today: string;
  /** The values `date_comparison` reads its other field from (a dynamic list's row). */
  values: FormValues;
  t: Translate;
  locale: string;
};

const UNIT_KEYS: Record<DateRelativeUnit, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  year: 'Year',
};

const isRelativeUnit = (unit: unknown): unit is DateRelativeUnit =>
  typeof unit === 'string' && Object.hasOwn(UNIT_KEYS, unit);

/** The far end of "within the last / next N units": N units before or after today. */
function relativeLimit(
  today: string,
  direction: 'past' | 'next',
  amount: number,
  unit: DateRelativeUnit,
): number | undefined {
  const sign = direction === 'past' ? -1 : 1;
  const bound =
    unit === 'day'
      ? addDays(today, sign * amount)
      : unit === 'week'
        ? addDays(today, sign * amount * 7)
        : addMonths(today, sign * amount * (unit === 'year' ? 12 : 1));
  return dayNumber(bound);
}

function relativeMessage(
  rule: Extract<Rule, { type: 'isRelativeToToday' }>,
  day: number,
  today: number,
  context: DateContext,
): string | undefined {
  // A stored rule is JSON: its fields are checked, not trusted.
  const { direction, unit, duration } = rule as {
    direction: unknown;
    unit: unknown;
    duration: unknown;
  };
  const amount = Math.trunc(limitOf(duration));
  if (direction !== 'past' && direction !== 'next') return undefined;
  if (!isRelativeUnit(unit) || !Number.isFinite(amount) || amount < 0) return undefined;
  const limit = relativeLimit(context.today, direction, amount, unit);
  if (limit === undefined) return undefined;
  const passes = direction === 'past' ? day >= limit && day <= today : day >= today && day <= limit;
  if (passes) return undefined;
  const key = `date${direction === 'past' ? 'Last' : 'Next'}${UNIT_KEYS[unit]}`;
  return failWith(rule, context.t, key, { count: amount });
}

/**
 * Date rules for a non-empty value: an invalid date fails with the invalid-date message; days
 * compare inclusively; a rule whose own dates are invalid is skipped, and so is date_comparison
 * when the other field is empty or not a date.
 */
export function dateRuleMessage(
  rule: DateRule,
  value: unknown,
  context: DateContext,
): string | undefined {
  if (isEmpty(value)) return undefined;
  const { t, locale } = context;
  const day = dayNumber(value);
  if (day === undefined) return t('dateInvalid');
  const today = dayNumber(context.today) ?? day;
  const show = (iso: unknown) => formatDay(String(iso), locale);
  // A month picker's value is this month or not, whatever today's day; likewise a year.
  const coarse = typeof value === 'string' && value.length < 10;
  const cut = (iso: unknown) =>
    typeof iso === 'string' && coarse
      ? dayNumber(truncateIso(iso, value.length === 7 ? 'month' : 'year'))
      : dayNumber(iso);
  const thisPeriod = cut(context.today) ?? today;
  switch (rule.type) {
    case 'isToday':
      return day === thisPeriod ? undefined : failWith(rule, t, 'dateIsToday');
    case 'isFuture':
      return day > thisPeriod ? undefined : failWith(rule, t, 'dateIsFuture');
    case 'isPast':
      return day < thisPeriod ? undefined : failWith(rule, t, 'dateIsPast');
    case 'isOn':
    case 'isBefore':
    case 'isAfter': {
      const other = dayNumber(rule.date1);
      if (other === undefined) return undefined;
      const [passes, key] =
        rule.type === 'isOn'
          ? [day === cut(rule.date1), 'dateIsOn']
          : rule.type === 'isBefore'
            ? [day < other, 'dateIsBefore']
            : [day > other, 'dateIsAfter'];
      return passes ? undefined : failWith(rule, t, key, { date: show(rule.date1) });
    }
    case 'isBetween':
    case 'isNotBetween': {
      const first = dayNumber(rule.date1);
      const second = dayNumber(rule.date2);
      if (first === undefined || second === undefined) return undefined;
      const [low, high] = first <= second ? [rule.date1, rule.date2] : [rule.date2, rule.date1];
      const inside = day >= Math.min(first, second) && day <= Math.max(first, second);
      if (inside === (rule.type === 'isBetween')) return undefined;
      const key = rule.type === 'isBetween' ? 'dateIsBetween' : 'dateIsNotBetween';
      return failWith(rule, t, key, { date1: show(low), date2: show(high) });
    }
    case 'isRelativeToToday':
      return relativeMessage(rule, day, today, context);
    case 'date_comparison': {
      if (typeof rule.compare_to_field !== 'string') return undefined;
      const otherValue = own(context.values, rule.compare_to_field);
      const other = dayNumber(otherValue);
      if (other === undefined) return undefined;
      const operator: unknown = rule.operator;
      if (operator === 'before') {
        return day < other
          ? undefined
          : failWith(rule, t, 'dateComparisonBefore', { date: show(otherValue) });
      }
      if (operator === 'after') {
        return day > other
          ? undefined
          : failWith(rule, t, 'dateComparisonAfter', { date: show(otherValue) });
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The message for a value that is not a date of the question's granularity, naming its format. */
export function invalidDateMessage(
  granularity: DateGranularity,
  dateFormat: unknown,
  context: Pick<DateContext, 't' | 'locale'>,
): string {
  const { t } = context;
  const format = displayFormat(dateFormat, granularity, context.locale);
  const hint = formatHint(format, {
    day: t('dateHintDay'),
    month: t('dateHintMonth'),
    year: t('dateHintYear'),
  });
  const key =
    granularity === 'day'
      ? 'dateInvalidAs'
      : granularity === 'month'
        ? 'monthInvalidAs'
        : 'yearInvalidAs';
  return t(key, { format: hint });
}

/**
 * A date question's own checks, before its rules: the value is ISO at the picker's granularity
 * (YYYY-MM-DD, YYYY-MM for `month`, YYYY for `year` — a month for a day picker is not a date),
 * within enableFrom / enableUntil compared at that granularity; then its date rules.
 */
export function dateQuestionMessage(
  item: QuestionItem,
  value: unknown,
  rules: readonly Rule[],
  context: DateContext,
): string | undefined {
  if (isEmpty(value)) return undefined;
  const options: Partial<DateOptions> = isRecord(item.dateOptions) ? item.dateOptions : {};
  const granularity = pickerGranularity(options.picker);
  if (!isIsoOf(value, granularity))
    return invalidDateMessage(granularity, options.dateFormat, context);
  const from = resolveEnableBound(options.enableFrom, context.today);
  const until = resolveEnableBound(options.enableUntil, context.today);
  const boundKey = boundMessageKey(value, from, until);
  if (boundKey) {
    const bound = truncateIso((boundKey === 'dateNotBefore' ? from : until) ?? '', granularity);
    return context.t(boundKey, { date: formatDay(bound, context.locale) });
  }
  for (const rule of rules) {
    if (!isDateRule(rule)) continue;
    const message = dateRuleMessage(rule, value, context);
    if (message) return message;
  }
  return undefined;
}
