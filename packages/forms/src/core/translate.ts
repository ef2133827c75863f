import { en } from './messages/en';
import type { MessageCatalog } from './types';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

// English is always here (the fallback); the entry (index.ts) adds German and Arabic for the
// server. The browser passes i18next's `t` instead, which loads only the page's language.
const catalogs = new Map<string, MessageCatalog>([['en', en]]);
const translators = new Map<string, Translate>();

export function registerMessageCatalogs(more: Record<string, MessageCatalog>): void {
  for (const [language, catalog] of Object.entries(more)) catalogs.set(language, catalog);
  translators.clear();
}

/** The registered catalog for a locale ('de-AT' → de) and the language it is in. */
function catalogFor(locale: string): [string, MessageCatalog] {
  let tag = 'en';
  try {
    tag = Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    // A malformed tag answers in English.
  }
  for (const candidate of [tag, tag.split('-')[0] ?? 'en']) {
    const catalog = catalogs.get(candidate);
    if (catalog) return [candidate, catalog];
  }
  return ['en', en];
}

function interpolate(text: string, params: Record<string, unknown>): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

type Lookup = (key: string, count: unknown) => string | undefined;

// The plural form is picked as i18next (the browser's `t`) picks it, so a message reads the same
// in the browser and from the server: `key_zero` for a count of 0 when the catalog has it (in any
// language, as i18next does), else the form Intl.PluralRules gives for the count (`key_one`,
// `key_few`, …), else the key without a form; a form the catalog lacks is looked up in English.
function lookupIn(language: string, catalog: MessageCatalog): Lookup {
  const plurals = new Intl.PluralRules(language);
  const text = (key: string) => (Object.hasOwn(catalog, key) ? catalog[key] : undefined);
  return (key, count) => {
    if (typeof count !== 'number') return text(key);
    const zero = count === 0 ? text(`${key}_zero`) : undefined;
    return zero ?? text(`${key}_${plurals.select(count)}`) ?? text(key);
  };
}

/**
 * A catalog's text for a key, as i18next gives it: the plural form for `count` (above),
 * `{{name}}` filled from the params; else English; else the key itself.
 */
export function createTranslator(locale = 'en'): Translate {
  const cached = translators.get(locale);
  if (cached) return cached;
  const [language, catalog] = catalogFor(locale);
  const lookup = lookupIn(language, catalog);
  const english = language === 'en' ? lookup : lookupIn('en', en);
  const translate: Translate = (key, params = {}) => {
    const count = params.count;
    const text = lookup(key, count) ?? english(key, count) ?? key;
    return interpolate(text, params);
  };
  if (translators.size < 100) translators.set(locale, translate);
  return translate;
}
