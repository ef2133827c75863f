import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@careers/contracts';
import BORROWED from './borrowed-words.json';
import { SERVER_TEXT_LOCALES, serverCatalogOf, serverText, serverTextLocale } from './server-text';

// Every language's server catalog has English's texts, with the plural forms its CLDR rules need
// and English's placeholders (docs/product/languages.md).

type Tree = { [key: string]: string | Tree };
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const isPlural = (value: Tree) => Object.keys(value).every((key) => PLURAL_FORMS.has(key));

// Each text by its path; a plural text's forms under `path#form`.
function textsOf(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') texts.set(path, value);
    else if (isPlural(value)) {
      for (const [form, text] of Object.entries(value))
        texts.set(`${path}#${form}`, typeof text === 'string' ? text : '');
    } else for (const [inner, text] of textsOf(value, path)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string, numberOptional: boolean) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(numberOptional && name === 'count'))
    .sort();

const english = textsOf(serverCatalogOf('en') as unknown as Tree);
const messagesOf = (texts: Map<string, string>) =>
  [...new Set([...texts.keys()].map((path) => path.split('#')[0] ?? path))].sort();

describe('server catalogs', () => {
  it.each(SERVER_TEXT_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every English text, its plural forms and the same placeholders',
    (locale) => {
      const texts = textsOf(serverCatalogOf(locale) as unknown as Tree);
      expect(messagesOf(texts)).toEqual(messagesOf(english));
      const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      for (const message of messagesOf(english)) {
        const forms = [...texts.keys()]
          .filter((path) => path.startsWith(`${message}#`))
          .map((path) => path.split('#')[1])
          .sort();
        // A plural text has exactly the language's forms (or is one text that fits every number).
        if (forms.length > 0) expect(forms, `${locale} ${message}`).toEqual(needed);
        const englishText = english.get(message) ?? english.get(`${message}#other`) ?? '';
        for (const [path, text] of texts) {
          if (path.split('#')[0] !== message) continue;
          const isOtherOrSingle = !path.includes('#') || path.endsWith('#other');
          expect(placeholders(text, !isOtherOrSingle), `${locale} ${path}`).toEqual(
            placeholders(englishText, !isOtherOrSingle),
          );
        }
      }
    },
  );

  // The app words a page's title from the web catalog's `titles` once it runs; the server writes
  // the same words into the HTML, so its copy must not drift.
  it.each(SERVER_TEXT_LOCALES)('%s words page titles as the web catalog does', (locale) => {
    const web = JSON.parse(
      readFileSync(
        new URL(`../../../web/src/shared/i18n/locales/${locale}/titles.json`, import.meta.url),
        'utf8',
      ),
    ) as Record<string, string>;
    const asServer = Object.fromEntries(
      Object.entries(web).map(([key, text]) => [key, text.replace(/\{\{(\w+)\}\}/g, '{$1}')]),
    );
    expect(serverCatalogOf(locale)?.pageTitles).toEqual(asServer);
  });

  // A text left as English is a word the language borrows, with its reason (borrowed-words.json).
  it.each(SERVER_TEXT_LOCALES.filter((locale) => locale !== 'en'))(
    '%s leaves no English but borrowed words',
    (locale) => {
      const borrowed = (BORROWED.borrowed as Record<string, Record<string, string>>)[locale] ?? {};
      const left = [...textsOf(serverCatalogOf(locale) as unknown as Tree)].filter(
        ([path, text]) => {
          const message = path.split('#')[0] ?? path;
          const englishText = english.get(path) ?? english.get(`${message}#other`);
          const hasWords = /\p{L}{2}/u.test(text.replace(/\{\w+\}/g, ''));
          return text === englishText && hasWords && borrowed[message] === undefined;
        },
      );
      expect(left.map(([path]) => path)).toEqual([]);
    },
  );

  it('has a catalog for every locale the site knows', () => {
    expect([...SERVER_TEXT_LOCALES].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('reads a locale, then its language, then English', () => {
    expect(serverTextLocale('de-AT')).toBe('de');
    expect(serverTextLocale('xx')).toBe('en');
    expect(serverText('de').resume.resume).toBe('Lebenslauf');
    expect(serverText('xx').resume.resume).toBe('Resume');
  });
});
