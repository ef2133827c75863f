import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { en } from '../../core/messages/en';

export const FORMS_NS = 'forms';

// One catalog per locale, each its own chunk: the toolkit's UI strings (locales/) and the core's
// validation messages, so the browser and the server word an error the same way.
const uiCatalogs = import.meta.glob<Record<string, string>>('../locales/*.json', {
  import: 'default',
});
// English is in the core itself (its fallback), so it is not a chunk of its own.
const messageCatalogs = import.meta.glob<Record<string, string>>(
  ['../../core/messages/*.ts', '!../../core/messages/en.ts', '!../../core/messages/all.ts'],
  { import: 'default' },
);

async function formsCatalog(locale: string): Promise<Record<string, string> | undefined> {
  const [ui, messages] = await Promise.all([
    uiCatalogs[`../locales/${locale}.json`]?.(),
    // A region's file drops the hyphen (pt-BR → ptBR.ts): its name is the catalog's export.
    locale === 'en' ? en : messageCatalogs[`../../core/messages/${locale.replace('-', '')}.ts`]?.(),
  ]);
  return ui || messages ? { ...messages, ...ui } : undefined;
}

export async function loadFormsCatalog(i18n: I18n, locale: string): Promise<void> {
  if (i18n.hasResourceBundle(locale, FORMS_NS)) return;
  const catalog = await formsCatalog(locale);
  if (catalog) i18n.addResourceBundle(locale, FORMS_NS, catalog, true, true);
}

/** The `forms` namespace in the page's language (English stands in); false until it is loaded. */
export function useFormsNamespace(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<string | null>(() =>
    i18n.hasResourceBundle(language, FORMS_NS) && i18n.hasResourceBundle('en', FORMS_NS)
      ? language
      : null,
  );
  useEffect(() => {
    let live = true;
    void Promise.all([loadFormsCatalog(i18n, language), loadFormsCatalog(i18n, 'en')]).then(() => {
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return loaded === language;
}
