import { parseDate, type CalendarDate } from '@internationalized/date';
import { useEffect, useId } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { dayNumber, resolveEnableBound } from '../../core/dates';
import type { QuestionItem } from '../../core/types';
import { useFormRuntime } from '../engine/form-runtime';
import { focusFirstInput, useQuestionField } from '../engine/use-question-field';
import { FORMS_NS } from '../i18n/forms-namespace';
import { FOCUS_RING } from '../ui/classes';
import {
  QuestionError,
  QuestionFrame,
  QuestionHelp,
  QuestionLabel,
  fieldLayoutClass,
  valueColumn,
} from '../ui/question-parts';

function calendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || dayNumber(value) === undefined || value.length !== 10)
    return null;
  return parseDate(value);
}

const NAV_BUTTON = `flex size-9 items-center justify-center rounded-full hover:bg-ink/5 ${FOCUS_RING}`;

/** A date (YYYY-MM-DD) typed by segment or picked from a calendar in the page's language. */
export function DateQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const errorId = useId();
  const { today } = useFormRuntime();
  const { field, error, prefilled, isDisabled, isReadOnly, isRequired } = useQuestionField(
    item,
    name,
  );
  const { value, onChange, onBlur, ref: register } = field;
  const options = item.dateOptions ?? {};
  const parsed = calendarDate(value);
  const unparseable = value !== undefined && value !== null && value !== '' && parsed === null;

  // A value the field cannot read is cleared.
  useEffect(() => {
    if (unparseable) onChange(null);
  }, [unparseable, onChange]);

  const from = resolveEnableBound(options.enableFrom, today);
  const until = resolveEnableBound(options.enableUntil, today);
  // With the today option the date is today's and cannot change.
  const locked = isReadOnly || options.readonly === true || options.today === true;
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <I18nProvider locale={i18n.language}>
        <DatePicker
          name={field.name}
          value={parsed}
          onChange={(next) => {
            onChange(next ? next.toString() : null);
          }}
          onBlur={onBlur}
          onOpenChange={(open) => {
            if (!open) onBlur();
          }}
          minValue={from ? parseDate(from) : undefined}
          maxValue={until ? parseDate(until) : undefined}
          isDisabled={isDisabled}
          isReadOnly={locked}
          isRequired={isRequired}
          isInvalid={Boolean(error)}
          validationBehavior="aria"
          aria-describedby={errorId}
          granularity="day"
          className={fieldLayoutClass(item)}
        >
          <QuestionLabel item={item} />
          <div className={`flex flex-col gap-1 ${valueColumn(item)}`}>
            <Group
              className={`flex min-h-10 w-full items-center justify-between rounded-brand border bg-surface ps-3 pe-1 focus-within:border-primary focus-within:ring-2 focus-within:ring-accent data-[disabled]:bg-ink/5 ${locked ? 'bg-ink/5' : ''} ${error ? 'border-red-700' : 'border-ink/30'}`}
            >
              <DateInput className="flex flex-1 py-2" ref={focusFirstInput(register)}>
                {(segment) => (
                  <DateSegment
                    segment={segment}
                    className="rounded px-0.5 tabular-nums outline-none focus:bg-primary focus:text-white data-[placeholder]:text-ink/70"
                  />
                )}
              </DateInput>
              {!locked && (
                <Button aria-label={t('openCalendar')} className={NAV_BUTTON}>
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    className="size-5 fill-none stroke-current stroke-2"
                  >
                    <rect x="3" y="5" width="18" height="16" rx="2" />
                    <path d="M3 10h18M8 3v4M16 3v4" />
                  </svg>
                </Button>
              )}
            </Group>
            {options.placeholder && <p className="text-sm text-ink/75">{options.placeholder}</p>}
            <QuestionHelp item={item} />
            <QuestionError id={errorId} message={error} />
          </div>
          <Popover className="rounded-brand border border-ink/15 bg-surface p-3 shadow-lg">
            <Dialog className="outline-none">
              <Calendar>
                <header className="mb-2 flex items-center justify-between gap-2">
                  <Button slot="previous" className={NAV_BUTTON}>
                    <span aria-hidden="true" className="rtl:-scale-x-100">
                      ‹
                    </span>
                  </Button>
                  <Heading className="font-semibold" />
                  <Button slot="next" className={NAV_BUTTON}>
                    <span aria-hidden="true" className="rtl:-scale-x-100">
                      ›
                    </span>
                  </Button>
                </header>
                <CalendarGrid className="border-separate border-spacing-0.5">
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className={`flex size-9 items-center justify-center rounded-full text-sm data-[disabled]:text-ink/30 data-[outside-month]:hidden data-[selected]:bg-primary data-[selected]:text-white data-[unavailable]:text-ink/30 data-[hovered]:bg-primary/10 ${FOCUS_RING}`}
                    />
                  )}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DatePicker>
      </I18nProvider>
    </QuestionFrame>
  );
}
