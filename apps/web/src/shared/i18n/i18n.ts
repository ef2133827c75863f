import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import catalogs from 'virtual:catalogs';
import { initReactI18next } from 'react-i18next';
import { textDirection } from '@careers/contracts/locales';
import { setTranslate } from './translate';

export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

// One catalog per locale, each its own chunk, written as one file per area
// (`locales/<locale>/<area>.json`, merged by vite.config.ts); English is the fallback.
// A locale's catalog; none for a locale without one (English stands in).
export async function catalogFor(locale: string): Promise<ResourceLanguage | undefined> {
  return Object.hasOwn(catalogs, locale) ? catalogs[locale]?.() : undefined;
}

async function loadCatalog(locale: string): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const catalog = await catalogFor(locale);
  if (catalog) i18n.addResourceBundle(locale, 'translation', catalog, true, true);
}

// The same options in the browser and on the server (decision 014).
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;

export async function initI18n(locale: string): Promise<void> {
  await i18n.init({ ...I18N_OPTIONS, lng: locale, resources: {} });
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
function applyDocumentLocale(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
