import { useTranslation } from '../../shared/i18n/use-translation';
import { languageAutonym } from '../../shared/i18n/format';
import { SelectMenu } from '../../shared/ui/select-menu';

export type LanguagePickerProps = {
  languages: readonly string[];
  value: string;
  onChange: (locale: string) => void;
};

export function LanguagePicker({ languages, value, onChange }: LanguagePickerProps) {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <SelectMenu
      label={t('nav.language')}
      labelClassName="sr-only md:not-sr-only md:text-sm"
      // On a phone a long name ("Português", "Bahasa Melayu") is cut rather than pushing the bar
      // wider than the screen; the button's name stays whole.
      buttonClassName="min-h-10 max-w-[6rem] border-ink/20 px-2 text-sm sm:max-w-none sm:px-3"
      value={value}
      onChange={onChange}
      options={languages.map((locale) => ({
        id: locale,
        textValue: languageAutonym(locale),
        label: <span lang={locale}>{languageAutonym(locale)}</span>,
      }))}
    />
  );
}
