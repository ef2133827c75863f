import type { MessageCatalog } from './types';

// The entry (index.ts) registers the catalogs for the server; the browser passes i18next's `t`
// instead, so its bundle carries only the catalog of the page's language.
const CATALOGS: Record<string, MessageCatalog> = {};

export function registerMessageCatalogs(catalogs: Record<string, MessageCatalog>): void {
  Object.assign(CATALOGS, catalogs);
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

function interpolate(text: string, params: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A catalog's text for a key in a language: plural by Intl, then English, then the key. */
export function createTranslator(locale = 'en'): Translate {
  const language = locale.split('-')[0] ?? 'en';
  const en = CATALOGS.en ?? {};
  const catalog = CATALOGS[language] ?? en;
  const plurals = new Intl.PluralRules(language);
  const pick = (source: MessageCatalog, key: string, count: unknown): string | undefined => {
    if (typeof count === 'number') {
      const form = `${key}_${plurals.select(count)}`;
      const english = `${key}_${new Intl.PluralRules('en').select(count)}`;
      return source[form] ?? source[`${key}_other`] ?? source[english] ?? source[key];
    }
    return source[key];
  };
  return (key, params = {}) => {
    const text = pick(catalog, key, params.count) ?? pick(en, key, params.count) ?? key;
    return interpolate(text, params);
  };
}
