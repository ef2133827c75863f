import { useEffect, useId, useMemo, useRef } from 'react';
import { CheckboxButton, CheckboxField, I18nProvider } from 'react-aria-components';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DATE_RANGE_FORMAT,
  displayFormat,
  formatHint,
  isIsoOf,
  rangeGranularity,
  readDateText,
  truncateIso,
} from '../../core/date-format';
import type { DateRangeValue, QuestionItem } from '../../core/types';
import { useFormRuntime } from '../engine/form-runtime';
import { focusFirstInput, useQuestionField } from '../engine/use-question-field';
import { FORMS_NS } from '../i18n/forms-namespace';
import { QuestionError, QuestionFrame, QuestionHelp, QuestionLabel } from '../ui/question-parts';
import { DateTextField } from './date-text-field';
import { CheckMark } from '../ui/check-mark';

function rangeOf(value: unknown): DateRangeValue | null {
  if (!value || typeof value !== 'object') return null;
  const range = value as Partial<DateRangeValue>;
  return {
    startDate: typeof range.startDate === 'string' ? range.startDate : null,
    endDate: typeof range.endDate === 'string' ? range.endDate : null,
    isCurrent: range.isCurrent === true,
  };
}

/**
 * A start and an end (months by default, YYYY-MM, shown as MM/YYYY) with "I'm currently in this
 * role." Each end is typed in the format or picked from the toolkit's own month grid (a calendar
 * with picker `date`). Ticking the box ends the range today and locks the end; unticking an
 * incomplete range clears it; clearing either end clears the value.
 */
export function DateRangeQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const groupLabel = useId();
  const startId = useId();
  const endId = useId();
  const startLabel = useId();
  const endLabel = useId();
  const helpId = useId();
  const errorId = useId();
  const { today } = useFormRuntime();
  const { resetField } = useFormContext();
  const { field, error, prefilled, isDisabled, isReadOnly } = useQuestionField(item, name);
  const { value, onChange, onBlur, ref: register } = field;
  const options = item.dateRangeOptions ?? {};
  const granularity = rangeGranularity(options.picker);
  const locale = i18n.language;
  const format = useMemo(
    () => displayFormat(options.dateFormat ?? DATE_RANGE_FORMAT, granularity, locale),
    [options.dateFormat, granularity, locale],
  );
  const todayValue = truncateIso(today, granularity);
  const range = rangeOf(value);
  const hint = formatHint(format, {
    day: t('dateHintDay'),
    month: t('dateHintMonth'),
    year: t('dateHintYear'),
  });
  const [startPlaceholder = hint, endPlaceholder = hint] = Array.isArray(
    options.rangePickerPlaceholder,
  )
    ? options.rangePickerPlaceholder
    : [];
  // The range this field set itself (react-hook-form hands back a copy, so compared by its ends):
  // typed text that is no date yet is kept.
  const typed = useRef<DateRangeValue | null>(null);
  const set = (next: DateRangeValue | null) => {
    typed.current = next;
    onChange(next);
  };

  // A range from outside with ends in another form (a day for a month picker, the format) is
  // converted without making the form dirty; an end that cannot be read clears the value.
  useEffect(() => {
    const given = rangeOf(value);
    const own = typed.current;
    if (!given || (own && own.startDate === given.startDate && own.endDate === given.endDate)) {
      return;
    }
    const read = (end: string | null) =>
      end === null || end === '' || isIsoOf(end, granularity)
        ? end || null
        : (readDateText(end, granularity, [format]) ?? false);
    const startDate = read(given.startDate);
    const endDate = read(given.endDate);
    if (startDate === false || endDate === false) {
      onChange(null);
    } else if (startDate !== given.startDate || endDate !== given.endDate) {
      resetField(name, { defaultValue: { ...given, startDate, endDate } });
    }
  }, [value, granularity, format, resetField, name, onChange]);

  const setEnd = (which: 'startDate' | 'endDate', next: string | null) => {
    if (next === null) {
      set(null);
      return;
    }
    set({
      startDate: range?.startDate ?? null,
      endDate: range?.endDate ?? null,
      isCurrent: range?.isCurrent ?? false,
      [which]: next,
    });
  };

  const setCurrent = (current: boolean) => {
    if (current) {
      set({ startDate: range?.startDate ?? null, endDate: todayValue, isCurrent: true });
    } else if (!range?.startDate) {
      set(null);
    } else {
      set({ startDate: range.startDate, endDate: range.endDate, isCurrent: false });
    }
    onBlur();
  };

  const describedBy = item.help ? `${helpId} ${errorId}` : errorId;
  const end = (which: 'startDate' | 'endDate') => {
    const isStart = which === 'startDate';
    const [id, labelId, label, placeholder] = isStart
      ? [startId, startLabel, t('startDate'), startPlaceholder]
      : [endId, endLabel, t('endDate'), endPlaceholder];
    return (
      <div className="flex min-w-40 flex-1 flex-col gap-1">
        <label id={labelId} htmlFor={id} className="text-sm text-ink/80">
          {label}
        </label>
        <DateTextField
          id={id}
          labelId={labelId}
          value={range?.[which] ?? null}
          onValue={(next) => {
            setEnd(which, next);
          }}
          onBlur={onBlur}
          granularity={granularity}
          format={format}
          placeholder={placeholder}
          today={today}
          max={isStart && options.disallowFutureStartDate ? today : undefined}
          isDisabled={isDisabled || (!isStart && range?.isCurrent === true)}
          isReadOnly={isReadOnly}
          isInvalid={Boolean(error)}
          describedBy={describedBy}
        />
      </div>
    );
  };

  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <I18nProvider locale={locale}>
        <div
          role="group"
          aria-labelledby={groupLabel}
          ref={focusFirstInput(register)}
          className="flex flex-col gap-2"
        >
          <QuestionLabel item={item} id={groupLabel} elementType="span" />
          <div className="flex flex-wrap gap-3">
            {end('startDate')}
            {end('endDate')}
          </div>
          {options.showCurrentCheck !== false && (
            <CheckboxField
              isSelected={range?.isCurrent === true}
              onChange={setCurrent}
              isDisabled={isDisabled}
              isReadOnly={isReadOnly}
              className="flex"
            >
              <CheckboxButton className="group flex min-h-6 cursor-pointer items-center gap-2 text-sm outline-none">
                <span className="flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink/60 bg-surface text-white group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-accent group-data-[selected]:border-primary group-data-[selected]:bg-primary">
                  <CheckMark />
                </span>
                {options.currentCheckboxPlaceholder ?? t('currentRole')}
              </CheckboxButton>
            </CheckboxField>
          )}
          <QuestionHelp item={item} id={helpId} />
          <QuestionError id={errorId} message={error} />
        </div>
      </I18nProvider>
    </QuestionFrame>
  );
}
