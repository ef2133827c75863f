import { useEffect, useId, useMemo, useRef } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  displayFormat,
  formatHint,
  isIsoOf,
  pickerGranularity,
  readDateText,
} from '../../core/date-format';
import { resolveEnableBound } from '../../core/dates';
import type { QuestionItem } from '../../core/types';
import { isEmptyValue } from '../engine/form-items';
import { useFormRuntime } from '../engine/form-runtime';
import { useQuestionField } from '../engine/use-question-field';
import { FORMS_NS } from '../i18n/forms-namespace';
import {
  QuestionError,
  QuestionFrame,
  QuestionHelp,
  QuestionLabel,
  fieldLayoutClass,
  valueColumn,
} from '../ui/question-parts';
import { DateTextField } from './date-text-field';

/**
 * A date typed in its format or picked: a day (YYYY-MM-DD) from a calendar, a month (YYYY-MM) or
 * a year (YYYY) from a grid (dateOptions.picker). The text is in dateOptions.dateFormat, else the
 * page language's order; a value that arrives in another form (ISO of a finer granularity, the
 * format, fallbackFormat) is converted, one that cannot be read is cleared.
 */
export function DateQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const inputId = useId();
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  const { today } = useFormRuntime();
  const { resetField } = useFormContext();
  const { field, error, prefilled, isDisabled, isReadOnly, isRequired } = useQuestionField(
    item,
    name,
  );
  const { value, onChange, onBlur, ref: register } = field;
  const options = item.dateOptions ?? {};
  const granularity = pickerGranularity(options.picker);
  const locale = i18n.language;
  const format = useMemo(
    () => displayFormat(options.dateFormat, granularity, locale),
    [options.dateFormat, granularity, locale],
  );
  // What this field typed itself: text that is no date yet is kept, not cleared.
  const typed = useRef<unknown>(undefined);

  // A value from outside (a prefill, a default, today) in another form is converted without
  // making the form dirty; one that cannot be read is cleared.
  useEffect(() => {
    if (isEmptyValue(value) || value === typed.current || isIsoOf(value, granularity)) return;
    const iso = readDateText(value, granularity, [format, options.fallbackFormat]);
    if (iso) resetField(name, { defaultValue: iso });
    else onChange(null);
  }, [value, granularity, format, options.fallbackFormat, resetField, name, onChange]);

  const from = resolveEnableBound(options.enableFrom, today);
  const until = resolveEnableBound(options.enableUntil, today);
  // With the today option the date is today's and cannot change.
  const locked = isReadOnly || options.readonly === true || options.today === true;
  const hint = formatHint(format, {
    day: t('dateHintDay'),
    month: t('dateHintMonth'),
    year: t('dateHintYear'),
  });
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <I18nProvider locale={locale}>
        <div className={fieldLayoutClass(item)}>
          <QuestionLabel item={item} id={labelId} htmlFor={inputId} />
          <div className={`flex flex-col gap-1 ${valueColumn(item)}`}>
            <DateTextField
              id={inputId}
              labelId={labelId}
              inputRef={register}
              value={value}
              onValue={(next) => {
                typed.current = next;
                onChange(next);
              }}
              onBlur={onBlur}
              granularity={granularity}
              format={format}
              alsoReads={[options.fallbackFormat]}
              placeholder={options.placeholder ?? hint}
              today={today}
              min={from}
              max={until}
              isDisabled={isDisabled}
              isReadOnly={locked}
              isRequired={isRequired}
              isInvalid={Boolean(error)}
              describedBy={item.help ? `${helpId} ${errorId}` : errorId}
            />
            <QuestionHelp item={item} id={helpId} />
            <QuestionError id={errorId} message={error} />
          </div>
        </div>
      </I18nProvider>
    </QuestionFrame>
  );
}
