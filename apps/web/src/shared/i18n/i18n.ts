import i18next, { type i18n as I18n, type InitOptions, type ResourceLanguage } from 'i18next';
import bundles from 'virtual:catalog-bundles';
import { initReactI18next } from 'react-i18next';
import { textDirection } from '@careers/contracts/locales';
import { setTranslate } from './translate';

export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next);

// The same options in the browser and on the server (decision 014).
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;

// The browser loads the catalog per part of the app (decision 033): the shell's when the app
// starts, a page's with the page (the router asks, `loadCatalogs`), each in the page's language
// and in English, the fallback. A language change loads every part in use again.
const inUse = new Set<string>();
const added = new Set<string>();
let chooseLocale: (locale: string) => void = () => undefined;
let chosenLocale = new Promise<string>((resolve) => {
  chooseLocale = resolve;
});
let initialised: Promise<unknown> | undefined;

// Tests render any component alone, so they load whole languages instead (test-setup.ts).
type WholeLanguage = (locale: string) => Promise<ResourceLanguage | undefined>;
let wholeLanguage: WholeLanguage | undefined;
export function loadWholeLanguages(load: WholeLanguage): void {
  wholeLanguage = load;
}

async function addBundle(locale: string, bundle: string): Promise<void> {
  const key = wholeLanguage ? locale : `${locale}/${bundle}`;
  if (added.has(key)) return;
  const load = wholeLanguage ? () => wholeLanguage?.(locale) : bundles[locale]?.[bundle];
  const [catalog] = await Promise.all([load?.(), initialised]);
  if (catalog) i18n.addResourceBundle(locale, 'translation', catalog, true, true);
  added.add(key);
}

function addInBoth(locale: string, bundle: string): Promise<unknown> {
  return Promise.all([addBundle(locale, bundle), addBundle('en', bundle)]);
}

// A part's catalog in the page's language; resolves once its texts can be shown.
export async function loadCatalogs(bundle: string): Promise<void> {
  inUse.add(bundle);
  await addInBoth(await chosenLocale, bundle);
}

// The form toolkit's namespace (FORMS_NS of @careers/forms/react, which this start chunk must not
// import): it loads it itself, and every part of it waits for it (useFormsNamespace).
const REPORTED_NAMESPACES = new Set(['translation', 'forms']);

// A key no catalog of the page has is a bug (a missing text, or a part's catalog not loaded):
// said in the console, where journeys look for it, rather than only as a raw key on the page.
const missingKeyReport: Pick<InitOptions, 'saveMissing' | 'missingKeyHandler'> = {
  saveMissing: true,
  missingKeyHandler: (_languages, namespace, key, _fallback, _update, options) => {
    if (!REPORTED_NAMESPACES.has(namespace)) return;
    if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
    console.error(`Missing catalog key: ${key}`);
  },
};

export async function initI18n(locale: string, bundle = 'shell'): Promise<void> {
  initialised = i18n.init({ ...I18N_OPTIONS, ...missingKeyReport, lng: locale, resources: {} });
  chooseLocale(locale);
  await loadCatalogs(bundle);
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  setTranslate((key) => i18n.t(key));
}

export async function changeLocale(locale: string): Promise<void> {
  await Promise.all([...inUse].map((bundle) => addInBoth(locale, bundle)));
  chosenLocale = Promise.resolve(locale);
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
}

// The server sets <html lang dir> for the first paint; the app keeps them in step afterwards.
function applyDocumentLocale(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
