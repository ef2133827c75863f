import { useTranslation } from 'react-i18next';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { languageAutonym } from '../../shared/i18n/format';
import { FOCUS_RING } from '../../shared/ui/button';

export type LanguagePickerProps = {
  languages: readonly string[];
  value: string;
  onChange: (locale: string) => void;
};

export function LanguagePicker({ languages, value, onChange }: LanguagePickerProps) {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <Select
      value={value}
      onChange={(key) => {
        if (typeof key === 'string' && key !== value) onChange(key);
      }}
      className="flex items-center gap-2"
    >
      <Label className="sr-only md:not-sr-only md:text-sm">{t('nav.language')}</Label>
      <Button
        className={`flex min-h-10 items-center gap-2 rounded-brand border border-ink/20 px-3 text-sm ${FOCUS_RING}`}
      >
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="min-w-36 rounded-brand border border-ink/10 bg-surface p-1 shadow-lg">
        <ListBox className="outline-none">
          {languages.map((locale) => (
            <ListBoxItem
              key={locale}
              id={locale}
              textValue={languageAutonym(locale)}
              className={`cursor-pointer rounded-brand px-3 py-2 data-[focused]:bg-primary/10 data-[selected]:font-semibold ${FOCUS_RING}`}
            >
              <span lang={locale}>{languageAutonym(locale)}</span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
