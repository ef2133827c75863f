import { parseDate } from '@internationalized/date';
import { useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  DialogTrigger,
  Heading,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  MAX_DATE_TEXT,
  formatIsoAs,
  isIsoOf,
  readDateText,
  type DateFormat,
  type DateGranularity,
} from '../../core/date-format';
import { FORMS_NS } from '../i18n/forms-namespace';
import { FOCUS_RING, INPUT } from '../ui/classes';
import { NAV_BUTTON, PeriodGrid } from './period-grid';

// One typed date: the text in the field's format (its dateFormat, else the language's order),
// read back as ISO as it is typed (the format, the fallbackFormat, or ISO itself), and a button
// that opens the picker of its granularity — a calendar of days, or a grid of months or years.
// Text that is no date stays in the field and in the form (capped), so the core's message (the
// server's own) names the format on blur.

export type DateTextFieldProps = {
  id: string;
  value: unknown;
  /** ISO, null when emptied, or the typed text when it is no date. */
  onValue: (next: string | null) => void;
  onBlur: () => void;
  granularity: DateGranularity;
  format: DateFormat;
  /** Further formats typed text is read in (fallbackFormat). */
  alsoReads?: readonly unknown[];
  placeholder: string;
  today: string;
  /** Bounds as YYYY-MM-DD. */
  min?: string;
  max?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  describedBy?: string;
  /** Describes the picker button by the field's label ("Open the calendar", "Start date"). */
  labelId?: string;
  inputRef?: Ref<HTMLInputElement>;
};

const CALENDAR_CELL = `flex size-9 items-center justify-center rounded-full text-sm data-[disabled]:text-ink/30 data-[outside-month]:hidden data-[selected]:bg-primary data-[selected]:text-white data-[unavailable]:text-ink/30 data-[hovered]:bg-primary/10 ${FOCUS_RING}`;

function DayCalendar({
  value,
  today,
  min,
  max,
  onSelect,
}: {
  value: unknown;
  today: string;
  min?: string;
  max?: string;
  onSelect: (iso: string) => void;
}) {
  return (
    <Calendar
      // The calendar opens in its own dialog: focus belongs on its chosen (or today's) day.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      value={isIsoOf(value, 'day') ? parseDate(value) : null}
      defaultFocusedValue={parseDate(today)}
      minValue={min ? parseDate(min) : undefined}
      maxValue={max ? parseDate(max) : undefined}
      onChange={(date) => {
        onSelect(date.toString());
      }}
    >
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
        {(date) => <CalendarCell date={date} className={CALENDAR_CELL} />}
      </CalendarGrid>
    </Calendar>
  );
}

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5 fill-none stroke-current stroke-2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

function PickerPopover({
  isOpen,
  onOpenChange,
  isDisabled,
  labelId,
  dialogLabel,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isDisabled?: boolean;
  labelId?: string;
  dialogLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(FORMS_NS);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button
        aria-label={t('openCalendar')}
        aria-describedby={labelId}
        isDisabled={isDisabled}
        className={`${NAV_BUTTON} absolute end-0.5 top-0.5 disabled:opacity-50`}
      >
        <CalendarIcon />
      </Button>
      <Popover
        placement="bottom end"
        className="rounded-brand border border-ink/15 bg-surface p-3 shadow-lg"
      >
        <Dialog aria-label={dialogLabel} className="outline-none">
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

const DIALOG_LABEL = { day: 'chooseDate', month: 'chooseMonth', year: 'chooseYear' } as const;

export function DateTextField({
  id,
  value,
  onValue,
  onBlur,
  granularity,
  format,
  alsoReads = [],
  placeholder,
  today,
  min,
  max,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  isInvalid = false,
  describedBy,
  labelId,
  inputRef,
}: DateTextFieldProps) {
  const { t } = useTranslation(FORMS_NS);
  const [draft, setDraft] = useState<{ text: string; value: unknown } | null>(null);
  const [open, setOpen] = useState(false);
  // What the candidate is typing while it is the value; else the value in the format (or the
  // text that is no date, as it was typed).
  const shown = formatIsoAs(value, format) || (typeof value === 'string' ? value : '');
  const text = draft && draft.value === value ? draft.text : shown;
  const locked = isReadOnly;

  const type = (raw: string) => {
    const typed = raw.slice(0, MAX_DATE_TEXT);
    const next =
      typed.trim() === ''
        ? null
        : (readDateText(typed, granularity, [format, ...alsoReads]) ?? typed);
    setDraft({ text: typed, value: next });
    onValue(next);
  };

  const pick = (iso: string) => {
    setDraft(null);
    onValue(iso);
    setOpen(false);
    onBlur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Alt+ArrowDown opens the picker, as a select's list.
    if (event.altKey && event.key === 'ArrowDown' && !locked && !isDisabled) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const pickerValue = typeof value === 'string' && isIsoOf(value, granularity) ? value : null;
  return (
    <div
      className="relative"
      // The field is left when focus leaves the input and its button with the picker closed (the
      // picker's own close and pick validate): moving to the button or into the picker does not.
      onBlur={(event) => {
        if (!open && !event.currentTarget.contains(event.relatedTarget)) onBlur();
      }}
    >
      <input
        id={id}
        ref={inputRef}
        type="text"
        value={text}
        onChange={(event) => {
          type(event.target.value);
        }}
        onBlur={() => {
          setDraft(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={MAX_DATE_TEXT}
        autoComplete="off"
        spellCheck={false}
        disabled={isDisabled}
        readOnly={locked}
        required={isRequired}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        // Digits and separators read left to right in every language (as the phone number's), so
        // the placeholder's parts line up with what is typed; aligned to the page's side.
        dir="ltr"
        className={`${INPUT} tabular-nums rtl:text-end ${locked ? '' : 'pe-11 rtl:ps-11 rtl:pe-3'}`}
      />
      {!locked && (
        <PickerPopover
          isOpen={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) onBlur();
          }}
          isDisabled={isDisabled}
          labelId={labelId}
          dialogLabel={t(DIALOG_LABEL[granularity])}
        >
          {granularity === 'day' ? (
            <DayCalendar value={value} today={today} min={min} max={max} onSelect={pick} />
          ) : (
            <PeriodGrid
              unit={granularity}
              value={pickerValue}
              today={today}
              min={min}
              max={max}
              onSelect={pick}
            />
          )}
        </PickerPopover>
      )}
    </div>
  );
}
