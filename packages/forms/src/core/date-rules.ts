import { addDays, addMonths, dayNumber, formatDay } from './dates';
import type { Translate } from './translate';
import type { FormValues, Rule } from './types';
import { isEmpty, numeric, own } from './values';

type DateRule = Extract<
  Rule,
  {
    type:
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
  }
>;

export const DATE_RULE_TYPES = new Set<string>([
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
]);

type Context = { today: string; values: FormValues; t: Translate; locale: string };

function relativeBound(
  today: string,
  rule: Extract<Rule, { type: 'isRelativeToToday' }>,
): string | undefined {
  const amount = Math.trunc(numeric(rule.duration));
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  const sign = rule.direction === 'past' ? -1 : 1;
  switch (rule.unit) {
    case 'day':
      return addDays(today, sign * amount);
    case 'week':
      return addDays(today, sign * amount * 7);
    case 'month':
      return addMonths(today, sign * amount);
    case 'year':
      return addMonths(today, sign * amount * 12);
    default:
      return undefined;
  }
}

/**
 * Spec 3 §5 date rules: skipped when the value is empty; an invalid date fails first; each rule
 * has its own message (the rule's `message` overrides it). Days compare inclusively.
 */
export function dateRuleMessage(
  rule: DateRule,
  value: unknown,
  context: Context,
): string | undefined {
  if (isEmpty(value)) return undefined;
  const day = dayNumber(value);
  const { t, locale } = context;
  if (day === undefined) return t('dateInvalid');
  const today = dayNumber(context.today) ?? day;
  const fail = (key: string, params?: Record<string, unknown>) => rule.message ?? t(key, params);
  const show = (iso: string) => formatDay(iso, locale);
  switch (rule.type) {
    case 'isToday':
      return day === today ? undefined : fail('dateIsToday');
    case 'isFuture':
      return day > today ? undefined : fail('dateIsFuture');
    case 'isPast':
      return day < today ? undefined : fail('dateIsPast');
    case 'isOn':
    case 'isBefore':
    case 'isAfter': {
      const other = dayNumber(rule.date1);
      if (other === undefined) return undefined;
      const passes =
        rule.type === 'isOn' ? day === other : rule.type === 'isBefore' ? day < other : day > other;
      const key =
        rule.type === 'isOn'
          ? 'dateIsOn'
          : rule.type === 'isBefore'
            ? 'dateIsBefore'
            : 'dateIsAfter';
      return passes ? undefined : fail(key, { date: show(rule.date1) });
    }
    case 'isBetween':
    case 'isNotBetween': {
      const first = dayNumber(rule.date1);
      const second = dayNumber(rule.date2);
      if (first === undefined || second === undefined) return undefined;
      const inside = day >= Math.min(first, second) && day <= Math.max(first, second);
      const passes = rule.type === 'isBetween' ? inside : !inside;
      const [low, high] = first <= second ? [rule.date1, rule.date2] : [rule.date2, rule.date1];
      return passes
        ? undefined
        : fail(rule.type === 'isBetween' ? 'dateIsBetween' : 'dateIsNotBetween', {
            date1: show(low),
            date2: show(high),
          });
    }
    case 'isRelativeToToday': {
      const bound = relativeBound(context.today, rule);
      const limit = dayNumber(bound);
      if (limit === undefined) return undefined;
      const passes =
        rule.direction === 'past' ? day >= limit && day <= today : day <= limit && day >= today;
      const count = Math.trunc(numeric(rule.duration));
      return passes
        ? undefined
        : fail(rule.direction === 'past' ? 'dateRelativePast' : 'dateRelativeNext', {
            count,
            unit: t(`unit_${rule.unit}`, { count }),
          });
    }
    case 'date_comparison': {
      const otherValue = own(context.values, rule.compare_to_field);
      const other = dayNumber(otherValue);
      if (other === undefined) return undefined;
      const passes = rule.operator === 'before' ? day < other : day > other;
      return passes
        ? undefined
        : fail(rule.operator === 'before' ? 'dateComparisonBefore' : 'dateComparisonAfter', {
            date: show(String(otherValue)),
          });
    }
  }
}
