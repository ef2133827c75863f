import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { textDirection } from '@careers/contracts/locales';
import { setTranslate } from './translate';

export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

// One JSON catalog per locale, each its own chunk (DESIGN §2); English is the fallback.
const catalogs = import.meta.glob<Resource>('./locales/*.json', { import: 'default' });

async function loadCatalog(locale: string): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const load = catalogs[`./locales/${locale}.json`];
  if (!load) return;
  i18n.addResourceBundle(locale, 'translation', await load(), true, true);
}

export async function initI18n(locale: string): Promise<void> {
  await i18n.init({
    lng: locale,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await Promise.all([loadCatalog(locale), loadCatalog('en')]);
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  setTranslate((key) => i18n.t(key));
}

export async function changeLocale(locale: string): Promise<void> {
  await loadCatalog(locale);
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
}

// The server sets <html lang dir> for the first paint; the app keeps them in step afterwards.
export function applyDocumentLocale(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
