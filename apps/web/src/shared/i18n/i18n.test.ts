import { afterAll, describe, expect, it, vi } from 'vitest';
import bundles from 'virtual:catalog-bundles';
import catalogs from 'virtual:catalogs';
import { changeLocale, i18n } from './i18n';
import { formatFor, languageAutonym } from './format';

type Catalog = { [key: string]: string | Catalog };
const load = async (locale: string) => (await catalogs[locale]?.()) as Catalog;
const [en, de, ar] = await Promise.all([load('en'), load('de'), load('ar')]);
const keysOf = (catalog: Catalog, prefix = ''): string[] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );

afterAll(() => changeLocale('en'));

// A plural is one key with a form per CLDR category; Arabic has six where English has two.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const messagesOf = (catalog: Catalog): string[] =>
  [...new Set(keysOf(catalog).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
const pluralFormsOf = (catalog: Catalog, message: string): string[] =>
  keysOf(catalog)
    .filter((key) => key.replace(PLURAL_SUFFIX, '') === message && PLURAL_SUFFIX.test(key))
    .map((key) => PLURAL_SUFFIX.exec(key)?.[1] ?? '');

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
      expect(report.mock.calls).toEqual([['Missing catalog key: nowhere.toBeFound']]);
    } finally {
      report.mockRestore();
    }
  });

  it('are merged from one file per area, each under its key', () => {
    expect(Object.keys(en)).toContain('jobCart');
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    expect((en.nav as Catalog).logIn).toBe('Log in');
  });

  it('German and Arabic translate every English message', () => {
    const english = messagesOf(en);
    expect(messagesOf(de)).toEqual(english);
    expect(messagesOf(ar)).toEqual(english);
  });

  it('has every plural form each language needs', () => {
    for (const [locale, catalog] of [
      ['en', en],
      ['de', de],
      ['ar', ar],
    ] as const) {
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const message of messagesOf(catalog)) {
        const forms = pluralFormsOf(catalog, message);
        if (forms.length > 0)
          expect(forms.sort(), `${locale} ${message}`).toEqual([...needed].sort());
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
    await changeLocale('fr');
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
