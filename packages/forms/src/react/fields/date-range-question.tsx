import { useId } from 'react';
import { CheckboxButton, CheckboxField, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DateRangeValue, QuestionItem } from '../../core/types';
import { useFormRuntime } from '../engine/form-runtime';
import { focusFirstInput, useQuestionField } from '../engine/use-question-field';
import { FORMS_NS } from '../i18n/forms-namespace';
import { INPUT } from '../ui/classes';
import { QuestionError, QuestionFrame, QuestionHelp, QuestionLabel } from '../ui/question-parts';

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
 * A start and an end (months by default, YYYY-MM) with "I'm currently in this role." Ticking it
 * ends the range today and locks the end; unticking an incomplete range clears it; clearing either
 * end clears the value.
 */
export function DateRangeQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t } = useTranslation(FORMS_NS);
  const groupLabel = useId();
  const errorId = useId();
  const { today } = useFormRuntime();
  const { field, error, prefilled, isDisabled, isReadOnly } = useQuestionField(item, name);
  const { value, onChange, onBlur, ref: register } = field;
  const options = item.dateRangeOptions ?? {};
  const month = (options.picker ?? 'month') === 'month';
  const todayValue = month ? today.slice(0, 7) : today;
  const range = rangeOf(value);
  const [startPlaceholder, endPlaceholder] = options.rangePickerPlaceholder ?? [
    t('startDate'),
    t('endDate'),
  ];

  const setEnd = (which: 'startDate' | 'endDate', next: string) => {
    if (next === '') {
      onChange(null);
      return;
    }
    onChange({
      startDate: range?.startDate ?? null,
      endDate: range?.endDate ?? null,
      isCurrent: range?.isCurrent ?? false,
      [which]: next,
    });
  };

  const setCurrent = (current: boolean) => {
    if (current) {
      onChange({ startDate: range?.startDate ?? null, endDate: todayValue, isCurrent: true });
    } else if (!range?.startDate) {
      onChange(null);
    } else {
      onChange({ startDate: range.startDate, endDate: range.endDate, isCurrent: false });
    }
    onBlur();
  };

  const input = (which: 'startDate' | 'endDate', label: string) => (
    <TextField
      value={range?.[which] ?? ''}
      onChange={(next) => {
        setEnd(which, next);
      }}
      onBlur={onBlur}
      isDisabled={isDisabled || (which === 'endDate' && range?.isCurrent === true)}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      aria-describedby={errorId}
      type={month ? 'month' : 'date'}
      className="flex min-w-40 flex-1 flex-col gap-1"
    >
      <Label className="text-sm text-ink/80">{label}</Label>
      <Input
        className={INPUT}
        max={which === 'startDate' && options.disallowFutureStartDate ? todayValue : undefined}
        placeholder={month ? 'YYYY-MM' : 'YYYY-MM-DD'}
      />
    </TextField>
  );

  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <div
        role="group"
        aria-labelledby={groupLabel}
        ref={focusFirstInput(register)}
        className="flex flex-col gap-2"
      >
        <QuestionLabel item={item} id={groupLabel} elementType="span" />
        <div className="flex flex-wrap gap-3">
          {input('startDate', startPlaceholder)}
          {input('endDate', endPlaceholder)}
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
                <svg
                  viewBox="0 0 18 18"
                  aria-hidden="true"
                  className="size-3.5 fill-none stroke-current stroke-[3]"
                >
                  <polyline points="3 9 7 13 15 4" />
                </svg>
              </span>
              {options.currentCheckboxPlaceholder ?? t('currentRole')}
            </CheckboxButton>
          </CheckboxField>
        )}
        <QuestionHelp item={item} />
        <QuestionError id={errorId} message={error} />
      </div>
    </QuestionFrame>
  );
}
