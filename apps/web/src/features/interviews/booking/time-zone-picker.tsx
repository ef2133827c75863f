import { useMemo } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FOCUS_RING } from '../../../shared/ui/button';
import { knownTimeZones, zoneLabel } from './zoned-format';

// "new york" finds America/New_York: zone names write their spaces as underscores.
const searchable = (text: string, locale: string) =>
  text.replace(/_/g, ' ').toLocaleLowerCase(locale);

export type TimeZonePickerProps = {
  value: string;
  onChange: (timeZone: string) => void;
  // The instant whose offsets the zones are named with (the interview's, when it has one).
  at: number;
};

/** "Your time zone": every zone the browser knows, each named with its offset, searchable. */
export function TimeZonePicker({ value, onChange, at }: TimeZonePickerProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const zones = useMemo(
    () => knownTimeZones(value).map((zone) => ({ id: zone, label: zoneLabel(locale, zone, at) })),
    [value, locale, at],
  );
  return (
    <ComboBox
      className="flex min-w-0 flex-col gap-1"
      defaultItems={zones}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      defaultFilter={(text, input) => searchable(text, locale).includes(searchable(input, locale))}
    >
      <Label className="text-sm font-medium">{t('interviews.booking.zone.label')}</Label>
      <div className="relative flex" dir="ltr">
        <Input
          dir="ltr"
          // The zone's name reads left to right in every language, its arrow at its right end.
          className={`min-h-11 w-full rounded-brand border border-ink/30 bg-surface py-2 pr-10 pl-3 text-ink ${FOCUS_RING}`}
        />
        <AriaButton
          aria-label={t('interviews.booking.zone.show')}
          className={`absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-brand text-ink/70 ${FOCUS_RING}`}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 fill-current">
            <path d="M5 7l5 6 5-6z" />
          </svg>
        </AriaButton>
      </div>
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-brand border border-ink/15 bg-surface py-1 shadow-lg">
        <ListBox
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-ink/70">{t('interviews.booking.zone.none')}</p>
          )}
        >
          {(zone: (typeof zones)[number]) => (
            <ListBoxItem
              id={zone.id}
              textValue={zone.label}
              className="cursor-pointer px-3 py-2 outline-none data-[focused]:bg-primary/10 data-[selected]:font-semibold"
            >
              <span dir="ltr">{zone.label}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
