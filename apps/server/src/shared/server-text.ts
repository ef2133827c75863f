import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';

// The server's own words in every language it writes — notifications and their mails, the login
// code, the exported resume's headings, the default application stages and rejection reasons —
// one catalog per language in `locales/` (docs/product/languages.md). English is the shape; a
// test holds every other catalog to its keys, plural forms and placeholders.

export type ServerCatalog = typeof en;
// A text with a form per plural category (CLDR), `other` always.
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

// Another language's catalog has English's keys (the completeness test), but a plural text may
// have other forms, or be one text where the language needs no forms: read through `unknown`.
const other = (catalog: object) => catalog as unknown as ServerCatalog;
const CATALOGS: Record<string, ServerCatalog> = { en, de: other(de), ar: other(ar) };

// The languages the server writes in, for the completeness test.
export const SERVER_TEXT_LOCALES: readonly string[] = Object.keys(CATALOGS);

export function serverCatalogOf(locale: string): ServerCatalog | undefined {
  return CATALOGS[locale];
}

/** The catalog of a locale ('pt-BR'), else of its language ('pt'), else English. */
export function serverText(locale: string): ServerCatalog {
  return CATALOGS[locale] ?? CATALOGS[locale.split('-')[0] ?? ''] ?? en;
}

/** The locale whose words serverText(locale) gives: the locale, its language, or en. */
export function serverTextLocale(locale: string): string {
  if (CATALOGS[locale]) return locale;
  const base = locale.split('-')[0] ?? '';
  return CATALOGS[base] ? base : 'en';
}
