import { afterAll, describe, expect, it, vi } from 'vitest';
import bundles from 'virtual:catalog-bundles';
import catalogs from 'virtual:catalogs';
import { SUPPORTED_LOCALES } from '@careers/contracts/locales';
import BORROWED from './borrowed-words.json';
import { changeLocale, i18n } from './i18n';
import { formatFor, languageAutonym } from './format';

type Catalog = { [key: string]: string | Catalog };
const load = async (locale: string) => (await catalogs[locale]?.()) as Catalog;
const all = Object.fromEntries(
  await Promise.all(Object.keys(catalogs).map(async (locale) => [locale, await load(locale)])),
) as Record<string, Catalog>;
const en = all.en ?? {};
const de = all.de ?? {};
const keysOf = (catalog: Catalog, prefix = ''): string[] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );

afterAll(() => changeLocale('en'));

const textAt = (catalog: Catalog, key: string): string => {
  let value: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  return typeof value === 'string' ? value : '';
};
// {{placeholders}}, <tags> and $t() references, sorted; the number may be left out where asked.
const tokensOf = (text: string, isNumberOptional: boolean): string[] =>
  [...text.matchAll(/\{\{\s*[^}]+?\s*\}\}|<\/?[a-zA-Z0-9]+\s*\/?>|\$t\([^)]*\)/g)]
    .map((match) => match[0].replace(/\s/g, ''))
    .filter((token) => !(isNumberOptional && /^\{\{(count|formatted)\}\}$/.test(token)))
    .sort();

// A plural is one key with a form per CLDR category; Arabic has six where English has two.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const messagesOf = (catalog: Catalog): string[] =>
  [...new Set(keysOf(catalog).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
// Each plural message's forms (one, other…), by message.
const pluralForms = (catalog: Catalog): Map<string, string[]> => {
  const forms = new Map<string, string[]>();
  for (const key of keysOf(catalog)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (form === undefined) continue;
    const message = key.replace(PLURAL_SUFFIX, '');
    forms.set(message, [...(forms.get(message) ?? []), form]);
  }
  return forms;
};

describe('catalogs', () => {
  it('load per part of the app: the shell apart from each page', async () => {
    const shell = (await bundles.en?.shell?.()) as Catalog;
    const jobs = (await bundles.en?.jobs?.()) as Catalog;
    expect(Object.keys(shell)).toContain('nav');
    expect(Object.keys(shell)).not.toContain('offers');
    expect(Object.keys(jobs)).toContain('chat');
    expect(Object.keys(jobs)).not.toContain('nav');
    expect((await bundles.de?.jobs?.()) as Catalog).toHaveProperty('chat');
  });

  it('say so when a text is in no loaded catalog, unless it has a default', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(i18n.t('nowhere.toBeFound')).toBe('nowhere.toBeFound');
      expect(i18n.t('nowhere.withDefault', { defaultValue: 'Given' })).toBe('Given');
      // The form toolkit's namespace too; another namespace is not the app's to report.
      i18n.t('notAToolkitText', { ns: 'forms' });
      i18n.t('elsewhere', { ns: 'someLibrary' });
      expect(report.mock.calls).toEqual([
        ['Missing catalog key: nowhere.toBeFound'],
        ['Missing catalog key: notAToolkitText'],
      ]);
    } finally {
      report.mockRestore();
    }
  });

  it('are merged from one file per area, each under its key', () => {
    expect(Object.keys(en)).toContain('jobCart');
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    expect((en.nav as Catalog).logIn).toBe('Log in');
  });

  // Every language with a catalog translates every English message, with the plural forms its
  // CLDR rules need and the same placeholders (docs/product/languages.md).
  it('exist for every locale the site knows', () => {
    expect(Object.keys(all).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('every language translates every English message', () => {
    const english = messagesOf(en);
    for (const [locale, catalog] of Object.entries(all)) {
      expect(messagesOf(catalog), locale).toEqual(english);
    }
  });

  it('has every plural form each language needs', () => {
    for (const [locale, catalog] of Object.entries(all)) {
      const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      for (const [message, forms] of pluralForms(catalog)) {
        expect(forms.sort(), `${locale} ${message}`).toEqual(needed);
      }
    }
  });

  // A text left as English must be a name, or a word the language borrows, each with its reason
  // (borrowed-words.json).
  it('leaves no English in another language but names and borrowed words', () => {
    const english = Object.fromEntries(keysOf(en).map((key) => [key, textAt(en, key)]));
    const hasWords = (text: string) => /[A-Za-z]{2}/.test(text.replace(/\{\{[^}]+\}\}/g, ''));
    for (const [locale, catalog] of Object.entries(all)) {
      if (locale === 'en') continue;
      const borrowed = (BORROWED.borrowed as Record<string, Record<string, string>>)[locale] ?? {};
      const left = keysOf(catalog).filter((key) => {
        const text = textAt(catalog, key);
        return (
          text === english[key] &&
          hasWords(text) &&
          !BORROWED.names.includes(text) &&
          borrowed[key] === undefined
        );
      });
      expect(left, locale).toEqual([]);
    }
  });

  it('keeps the English placeholders and markup in every language', () => {
    const english = Object.fromEntries(
      keysOf(en).map((key) => [key.replace(PLURAL_SUFFIX, ''), textAt(en, key)]),
    );
    for (const [locale, catalog] of Object.entries(all)) {
      for (const key of keysOf(catalog)) {
        const message = key.replace(PLURAL_SUFFIX, '');
        // A plural form other than "other" may say its number in words (Arabic "two files").
        const isNumberOptional = PLURAL_SUFFIX.test(key) && !key.endsWith('_other');
        expect(tokensOf(textAt(catalog, key), isNumberOptional), `${locale} ${key}`).toEqual(
          tokensOf(english[message] ?? '', isNumberOptional),
        );
      }
    }
  });
});

describe('locale and direction', () => {
  it('sets lang and dir on <html> and loads the catalog lazily', async () => {
    await changeLocale('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(i18n.t('nav.logIn')).toBe('تسجيل الدخول');
    await changeLocale('de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(i18n.t('nav.logIn')).toBe('Anmelden');
  });

  it('falls back to English for a locale without a catalog', async () => {
    await changeLocale('xx');
    expect(i18n.t('nav.logIn')).toBe('Log in');
  });

  it('names languages in their own language and formats through Intl', async () => {
    expect(['en', 'de', 'ar'].map(languageAutonym)).toEqual(['English', 'Deutsch', 'العربية']);
    await changeLocale('de');
    expect(formatFor('de').number(1234.5)).toBe('1.234,5');
    expect(formatFor('de', 10 * 3600 * 1000).relativeTime(7 * 3600 * 1000)).toBe('vor 3 Stunden');
    expect(formatFor('de').list(['Berlin', 'München', 'Hamburg'])).toBe(
      'Berlin, München und Hamburg',
    );
  });
});
