import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ar as arMessages } from '../../core/messages/ar';
import { de as deMessages } from '../../core/messages/de';
import { en as enMessages } from '../../core/messages/en';
import { MESSAGE_CATALOGS } from '../../core/messages/all';
import { createTranslator, registerMessageCatalogs } from '../../core/translate';
import ar from '../locales/ar.json';
import de from '../locales/de.json';
import en from '../locales/en.json';
import { FORMS_NS, loadFormsCatalog } from './forms-namespace';

// The browser's `forms` namespace is the core's validation messages and the controls' texts in one
// bundle; the validation messages must reach i18next unchanged, so the browser words an error as
// the server does (core/translate.ts).
registerMessageCatalogs({ de: deMessages, ar: arMessages });

const UI = { en, de, ar } as Record<string, Record<string, string>>;
const MESSAGES = { en: enMessages, de: deMessages, ar: arMessages } as Record<
  string,
  Record<string, string>
>;
const FORM = /_(zero|one|two|few|many|other)$/;
const ALL_UI = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, string>>('../locales/*.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([path, catalog]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? path, catalog]),
);

describe('the forms namespace', () => {
  it('no control text shadows a validation message', () => {
    for (const language of ['en', 'de', 'ar']) {
      const messages = new Set(
        Object.keys(MESSAGES[language] ?? {}).map((key) => key.replace(FORM, '')),
      );
      for (const key of Object.keys(UI[language] ?? {}))
        expect(messages.has(key.replace(FORM, '')), `${language} ${key}`).toBe(false);
    }
  });

  it('counted control texts have every plural form the language has, the singular its own', () => {
    for (const language of ['en', 'de', 'ar']) {
      const catalog = UI[language] ?? {};
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const counted = new Set(
        Object.keys(catalog)
          .filter((key) => FORM.test(key))
          .map((key) => key.replace(FORM, '')),
      );
      expect(counted.size, language).toBeGreaterThan(0);
      for (const key of counted) {
        for (const form of needed)
          expect(Object.hasOwn(catalog, `${key}_${form}`), `${language} ${key}_${form}`).toBe(true);
        expect(catalog[`${key}_one`], `${language} ${key}`).not.toBe(catalog[`${key}_other`]);
      }
    }
  });

  it('i18next gives the server’s words for every validation message and count', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false } });
    for (const language of ['en', 'de', 'ar']) {
      await loadFormsCatalog(instance, language);
      const browser = instance.getFixedT(language, FORMS_NS);
      const server = createTranslator(language);
      for (const key of Object.keys(MESSAGES[language] ?? {})) {
        const base = key.replace(FORM, '');
        for (const count of [0, 1, 2, 3, 11, 100, 101])
          expect(browser(base, { count, label: 'Name' }), `${language} ${base} ${count}`).toBe(
            server(base, { count, label: 'Name' }),
          );
      }
    }
  });

  // Every language the toolkit has: the same messages as English, each language's plural forms,
  // English's placeholders (docs/product/languages.md).
  it('every language has every English text, with its plural forms and placeholders', () => {
    expect(Object.keys(ALL_UI).length).toBe(37);
    const english = { ...MESSAGES.en, ...UI.en };
    const messagesOf = (catalog: Record<string, string>) =>
      [...new Set(Object.keys(catalog).map((key) => key.replace(FORM, '')))].sort();
    const tokens = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
        .map((match) => match[1])
        .filter((name) => name !== 'count')
        .sort();
    for (const [locale, ui] of Object.entries(ALL_UI)) {
      const catalog = {
        ...(MESSAGE_CATALOGS[locale] ?? (locale === 'en' ? MESSAGES.en : {})),
        ...ui,
      };
      expect(messagesOf(catalog), locale).toEqual(messagesOf(english));
      const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      for (const message of messagesOf(catalog)) {
        const forms = Object.keys(catalog)
          .filter((key) => FORM.test(key) && key.replace(FORM, '') === message)
          .map((key) => FORM.exec(key)?.[1])
          .sort();
        if (forms.length > 0) expect(forms, `${locale} ${message}`).toEqual(needed);
        const source = english[message] ?? english[`${message}_other`] ?? '';
        for (const key of Object.keys(catalog).filter(
          (each) => each.replace(FORM, '') === message,
        )) {
          const written = tokens(catalog[key] ?? '');
          // A form other than "other" may say its number in words (Arabic "one error").
          if (FORM.test(key) && !key.endsWith('_other'))
            expect(
              written.filter((name) => !tokens(source).includes(name)),
              `${locale} ${key}`,
            ).toEqual([]);
          else expect(written, `${locale} ${key}`).toEqual(tokens(source));
        }
      }
    }
  });
});
