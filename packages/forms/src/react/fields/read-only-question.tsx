import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_RANGE_FORMAT,
  formatIsoAs,
  isIsoOf,
  parseDateFormat,
  pickerGranularity,
  rangeGranularity,
} from '../../core/date-format';
import type { Choice, QuestionItem } from '../../core/types';
import { useFormRuntime } from '../engine/form-runtime';
import { isEmptyValue, valueAt } from '../engine/form-items';
import { FORMS_NS } from '../i18n/forms-namespace';
import { COLUMNS } from '../ui/classes';
import { rowTitleText } from './list/row-title';

// Confidential values never reach the page in view mode; this text stands in.
export const CONFIDENTIAL_TEXT = '[ CONFIDENTIAL ]';

const STAR_LABELS = [
  'ratingPoor',
  'ratingAverage',
  'ratingGood',
  'ratingVeryGood',
  'ratingExcellent',
];

/** A question in view mode: its label and its answer as text. */
export function ReadOnlyQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t } = useTranslation(FORMS_NS);
  const { initialValues } = useFormRuntime();
  const value = valueAt(initialValues, name);
  const columns = item.layout === 'columns';
  return (
    <div data-question={item.name} className={`flex flex-col gap-1 ${columns ? COLUMNS.row : ''}`}>
      <p className={`text-sm font-medium text-ink/80 ${columns ? COLUMNS.label : ''}`}>
        {item.label}
      </p>
      <div className={`break-words ${columns ? COLUMNS.value : ''}`}>
        {item.confidential ? (
          <span className="font-mono text-sm">{CONFIDENTIAL_TEXT}</span>
        ) : isEmptyValue(value) ? (
          <span className="text-ink/70">{t('notAnswered')}</span>
        ) : item.type === 'dynamicList' ? (
          <ReadOnlyRows item={item} name={name} rows={value} />
        ) : (
          <AnswerText item={item} value={value} />
        )}
      </div>
    </div>
  );
}

function ReadOnlyRows({ item, name, rows }: { item: QuestionItem; name: string; rows: unknown }) {
  const { t } = useTranslation(FORMS_NS);
  if (!Array.isArray(rows)) return null;
  const questions = item.dynamicListOptions?.items ?? [];
  return (
    <ol className="flex flex-col gap-3">
      {rows.map((row: unknown, index) => (
        <li key={index} className="flex flex-col gap-2 rounded-brand border border-ink/15 p-3">
          <p className="text-sm font-semibold">
            {rowTitleText(item.dynamicListOptions, row, index, (number) =>
              t('itemTitle', { index: number }),
            )}
          </p>
          {questions.map((question) => (
            <ReadOnlyQuestion
              key={question.name}
              item={question}
              name={`${name}.${index}.${question.name}`}
            />
          ))}
        </li>
      ))}
    </ol>
  );
}

function AnswerText({ item, value }: { item: QuestionItem; value: unknown }): ReactNode {
  const { t, i18n } = useTranslation(FORMS_NS);
  const locale = i18n.language;
  const list = (values: string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(values);
  const labelOf = (choices: Choice[] | undefined, choice: unknown) =>
    choices?.find((option) => option.value === String(choice))?.label ?? String(choice);
  switch (item.type) {
    case 'checkboxItem':
      return value === true ? t('yes') : t('no');
    case 'checkbox':
      if (typeof value === 'boolean') return value ? t('yes') : t('no');
      return Array.isArray(value)
        ? list(value.map((choice) => labelOf(item.checkboxOptions?.choices, choice)))
        : String(value);
    case 'radio':
      return labelOf(item.radioOptions?.choices, value);
    case 'dropdown':
    case 'select':
      return Array.isArray(value)
        ? list(value.map((choice) => labelOf(item.selectOptions?.choices, choice)))
        : labelOf(item.selectOptions?.choices, value);
    case 'date': {
      const granularity = pickerGranularity(item.dateOptions?.picker);
      return inFormat(value, item.dateOptions?.dateFormat, granularity, locale);
    }
    case 'dateRange': {
      const range = value as { startDate?: unknown; endDate?: unknown; isCurrent?: unknown };
      const granularity = rangeGranularity(item.dateRangeOptions?.picker);
      const format = item.dateRangeOptions?.dateFormat ?? DATE_RANGE_FORMAT;
      const start = range.startDate ? inFormat(range.startDate, format, granularity, locale) : '';
      const end = range.isCurrent
        ? t('present')
        : range.endDate
          ? inFormat(range.endDate, format, granularity, locale)
          : '';
      return t('dateRangeText', { start, end });
    }
    case 'file_upload':
    case 'fileUpload':
      return Array.isArray(value)
        ? list(value.map((file) => textOf((file as { name?: unknown }).name ?? '')))
        : '';
    case 'skillSelector':
      return Array.isArray(value) ? list(value.map(String)) : String(value);
    case 'star_rating': {
      const stars = Number(value);
      const label = STAR_LABELS[stars - 1];
      return label ? t('ratingText', { count: stars, label: t(label) }) : String(value);
    }
    default:
      return textOf(value);
  }
}

/** An answer as text: a stored value may be anything. */
function textOf(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A date as the field shows it: in its own `dateFormat` when that writes what the picker picks
 * (`15.06.2026`), else in the page's language (`Jun 15, 2026`).
 */
function inFormat(
  value: unknown,
  dateFormat: unknown,
  granularity: 'day' | 'month' | 'year',
  locale: string,
): string {
  const format = parseDateFormat(dateFormat);
  if (format?.granularity === granularity && isIsoOf(value, granularity)) {
    return formatIsoAs(value, format);
  }
  return formatDate(textOf(value), locale);
}

/** YYYY-MM-DD, YYYY-MM or YYYY in the page's language; anything else as it is. */
function formatDate(value: string, locale: string): string {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month ?? 1) - 1, Number(day ?? 1)));
  const options: Intl.DateTimeFormatOptions = day
    ? { dateStyle: 'medium', timeZone: 'UTC' }
    : month
      ? { year: 'numeric', month: 'short', timeZone: 'UTC' }
      : { year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}
