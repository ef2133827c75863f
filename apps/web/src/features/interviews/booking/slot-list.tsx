import { useId } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import type { InterviewSlot } from '@careers/contracts/interviews';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ZonedFormat } from './zoned-format';

type Day = { key: string; slots: InterviewSlot[] };

// The free times, by the calendar day each falls on in the chosen zone (a time late at night in
// Berlin can be the next morning in Tokyo), in time order.
function slotsByDay(slots: readonly InterviewSlot[], format: ZonedFormat): Day[] {
  const days = new Map<string, InterviewSlot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const slot of sorted) {
    const key = format.dayKey(slot.startsAt);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days].map(([key, daySlots]) => ({ key, slots: daySlots }));
}

/**
 * The free times: a heading per day, its times a grid the arrow keys move through; Enter, Space
 * or a click chooses one (`onChoose`, which asks for confirmation; `chosenId` is marked meanwhile).
 */
export function SlotList({
  slots,
  format,
  chosenId,
  onChoose,
}: {
  slots: readonly InterviewSlot[];
  format: ZonedFormat;
  chosenId: number | null;
  onChoose: (slot: InterviewSlot) => void;
}) {
  return (
    <div className="flex flex-col gap-5">
      {slotsByDay(slots, format).map((day) => (
        <SlotDay key={day.key} day={day} format={format} chosenId={chosenId} onChoose={onChoose} />
      ))}
    </div>
  );
}

function SlotDay({
  day,
  format,
  chosenId,
  onChoose,
}: {
  day: Day;
  format: ZonedFormat;
  chosenId: number | null;
  onChoose: (slot: InterviewSlot) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const first = day.slots[0];
  if (!first) return null;
  const dayName = format.day(first.startsAt);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {dayName}
      </h3>
      <ListBox
        aria-label={t('interviews.booking.choose.timesOn', { day: dayName })}
        layout="grid"
        items={day.slots}
        // The same times, written anew when the zone or the language changes.
        dependencies={[format]}
        // Choosing is selecting (Enter, Space or a click), so the time stays marked while its
        // confirmation is open.
        selectionMode="single"
        selectedKeys={chosenId === null ? [] : [chosenId]}
        onSelectionChange={(keys) => {
          if (keys === 'all') return;
          const chosen = day.slots.find((slot) => keys.has(slot.id));
          if (chosen) onChoose(chosen);
        }}
        className="grid grid-cols-3 gap-2 outline-none sm:grid-cols-5"
      >
        {(slot) => (
          <ListBoxItem
            id={slot.id}
            textValue={format.dateTime(slot.startsAt)}
            aria-label={format.dateTime(slot.startsAt)}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-brand border border-primary/60 bg-surface px-2 py-2 font-medium text-primary tabular-nums outline-none transition hover:bg-primary/5 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent data-[focus-visible]:ring-offset-2 data-[pressed]:bg-primary/10 data-[selected]:bg-primary data-[selected]:text-white"
          >
            <time dateTime={slot.startsAt}>{format.time(slot.startsAt)}</time>
          </ListBoxItem>
        )}
      </ListBox>
    </section>
  );
}
