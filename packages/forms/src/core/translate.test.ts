// The core never imports i18next; this test only proves the catalogs load into it unchanged.
// eslint-disable-next-line no-restricted-imports -- test-only, see above
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ar } from './messages/ar';
import { de } from './messages/de';
import { en } from './messages/en';
import { validateQuestion } from './index';
import { createTranslator, registerMessageCatalogs } from './translate';

registerMessageCatalogs({ de, ar });

const PLURAL_FORMS = {
  en: ['one', 'other'],
  de: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};
const CATALOGS = { en, de, ar };
const baseKeys = (catalog: Record<string, string>) =>
  new Set(Object.keys(catalog).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the catalogs', () => {
  it('German and Arabic word every English message, with every plural form of the language', () => {
    const english = baseKeys(en);
    for (const [language, catalog] of Object.entries({ de, ar })) {
      expect(baseKeys(catalog), language).toEqual(english);
      for (const key of english) {
        if (Object.hasOwn(en, key)) {
          expect(Object.hasOwn(catalog, key), `${language} ${key}`).toBe(true);
          continue;
        }
        for (const form of PLURAL_FORMS[language as 'de' | 'ar']) {
          expect(Object.hasOwn(catalog, `${key}_${form}`), `${language} ${key}_${form}`).toBe(true);
        }
      }
    }
    for (const key of english) {
      if (!Object.hasOwn(en, key))
        expect(Object.hasOwn(en, `${key}_one`) && Object.hasOwn(en, `${key}_other`)).toBe(true);
    }
  });

  it('use only the placeholders English uses (i18next {{name}} syntax)', () => {
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      for (const [key, text] of Object.entries(catalog)) {
        expect(text, `${language} ${key}`).not.toMatch(/%\(|\{(?!\{)\w+\}(?!\})/);
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        const english = en[base] ?? en[`${base}_other`] ?? '';
        const allowed = new Set(placeholders(english));
        for (const name of placeholders(text))
          expect(allowed.has(name), `${language} ${key} {{${name}}}`).toBe(true);
      }
    }
  });

  it('English holds the required wording', () => {
    const t = createTranslator('en');
    expect(t('email', { email: 'name@example.com' })).toBe(
      'Email is invalid. Use the format "name@example.com".',
    );
    expect(t('phoneRule')).toBe(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
    expect(t('regex')).toBe('Enter a valid value.');
    expect(t('minLength', { count: 5 })).toBe('Enter at least 5 characters.');
    expect(t('maxLength', { count: 5 })).toBe('Enter no more than 5 characters.');
    expect(t('minValue', { count: 5 })).toBe('Enter a value greater than or equal to 5.');
    expect(t('maxValue', { count: 5 })).toBe('Enter a value less than or equal to 5.');
    expect(t('fileMin', { count: 1 })).toBe('Upload at least 1 file.');
    expect(t('fileMax', { count: 3 })).toBe('Upload no more than 3 files.');
    expect(t('uploadError')).toBe('File could not be uploaded');
    expect(t('dateRangeBoth')).toBe('Please enter both a start and end date.');
    expect(t('dateRangeFutureStart')).toBe('Start date cannot be in the future');
  });
});

describe('createTranslator', () => {
  it('picks the plural form by Intl.PluralRules of the language', () => {
    const arabic = createTranslator('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => arabic('fileMin', { count }))).toEqual([
      'ارفع 0 ملف على الأقل.',
      'ارفع ملفًا واحدًا على الأقل.',
      'ارفع ملفين على الأقل.',
      'ارفع 3 ملفات على الأقل.',
      'ارفع 11 ملفًا على الأقل.',
      'ارفع 100 ملف على الأقل.',
    ]);
    expect(createTranslator('de')('fileMin', { count: 1 })).toBe(
      'Laden Sie mindestens 1 Datei hoch.',
    );
    expect(createTranslator('de')('fileMin', { count: 2 })).toBe(
      'Laden Sie mindestens 2 Dateien hoch.',
    );
  });

  it('takes a region’s language, falls back to English, then to the key', () => {
    expect(createTranslator('de-AT')('required')).toBe('Dieses Feld ist erforderlich');
    expect(createTranslator('pt-BR')('required')).not.toBe('This field is required');
    expect(createTranslator('yy')('required')).toBe('This field is required');
    expect(createTranslator('yy')('fileMin', { count: 0 })).toBe('Upload at least 0 files.');
    expect(createTranslator('not a locale!')('required')).toBe('This field is required');
    expect(createTranslator()('no.such.key')).toBe('no.such.key');
    registerMessageCatalogs({ xx: { required: 'XX' } });
    expect(createTranslator('xx')('required')).toBe('XX');
    expect(createTranslator('xx')('ssn')).toBe(en.ssn);
  });

  it('fills {{name}} from the params, own properties only, leaving unknown names', () => {
    const t = createTranslator('en');
    expect(t('requiredLabel', { label: 'Name' })).toBe('Name is required');
    expect(t('requiredLabel')).toBe('{{label}} is required');
    expect(
      t('requiredLabel', Object.create({ label: 'inherited' }) as Record<string, unknown>),
    ).toBe('{{label}} is required');
    expect(t('requiredLabel', { label: '{{count}}', count: 1 })).toBe('{{count}} is required');
  });
});

// Every message that carries a count, in the singular for 1 and in the plural otherwise.
const COUNTED: Record<string, Record<string, [string, string]>> = {
  en: {
    fileMin: ['Upload at least 1 file.', 'Upload at least 3 files.'],
    fileMax: ['Upload no more than 1 file.', 'Upload no more than 3 files.'],
    minLength: ['Enter at least 1 character.', 'Enter at least 3 characters.'],
    maxLength: ['Enter no more than 1 character.', 'Enter no more than 3 characters.'],
    listMin: ['Add at least 1 item.', 'Add at least 3 items.'],
    listMax: ['Add no more than 1 item.', 'Add no more than 3 items.'],
    dateLastDay: ['Enter a date within the last day.', 'Enter a date within the last 3 days.'],
    dateNextYear: ['Enter a date within the next year.', 'Enter a date within the next 3 years.'],
  },
  de: {
    fileMin: ['Laden Sie mindestens 1 Datei hoch.', 'Laden Sie mindestens 3 Dateien hoch.'],
    fileMax: ['Laden Sie höchstens 1 Datei hoch.', 'Laden Sie höchstens 3 Dateien hoch.'],
    listMin: ['Fügen Sie mindestens 1 Eintrag hinzu.', 'Fügen Sie mindestens 3 Einträge hinzu.'],
    listMax: ['Fügen Sie höchstens 1 Eintrag hinzu.', 'Fügen Sie höchstens 3 Einträge hinzu.'],
    dateLastWeek: [
      'Geben Sie ein Datum innerhalb der letzten Woche ein.',
      'Geben Sie ein Datum innerhalb der letzten 3 Wochen ein.',
    ],
  },
  ar: {
    fileMin: ['ارفع ملفًا واحدًا على الأقل.', 'ارفع 3 ملفات على الأقل.'],
    fileMax: ['لا ترفع أكثر من ملف واحد.', 'لا ترفع أكثر من 3 ملفات.'],
    maxLength: ['لا تُدخل أكثر من حرف واحد.', 'لا تُدخل أكثر من 3 أحرف.'],
    listMax: ['لا تضف أكثر من عنصر واحد.', 'لا تضف أكثر من 3 عناصر.'],
  },
};

describe('counted messages', () => {
  it('are singular for a count of one and plural otherwise, in every language', () => {
    for (const [language, messages] of Object.entries(COUNTED)) {
      const t = createTranslator(language);
      for (const [key, [one, three]] of Object.entries(messages)) {
        expect(t(key, { count: 1 }), `${language} ${key} 1`).toBe(one);
        expect(t(key, { count: 3 }), `${language} ${key} 3`).toBe(three);
      }
    }
  });

  it('every counted message has a singular of its own in every catalog', () => {
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      for (const key of Object.keys(catalog).filter((name) => name.endsWith('_other'))) {
        const one = catalog[key.replace(/_other$/, '_one')];
        expect(one, `${language} ${key}`).toBeDefined();
        if (language !== 'de' || !/Length_other$/.test(key))
          expect(one, `${language} ${key}`).not.toBe(catalog[key]);
      }
    }
  });

  it('Arabic uses all six forms: zero, one, two, few, many, other', () => {
    const t = createTranslator('ar');
    expect([0, 1, 2, 5, 11, 101].map((count) => t('fileMax', { count }))).toEqual([
      'لا ترفع أي ملف.',
      'لا ترفع أكثر من ملف واحد.',
      'لا ترفع أكثر من ملفين.',
      'لا ترفع أكثر من 5 ملفات.',
      'لا ترفع أكثر من 11 ملفًا.',
      'لا ترفع أكثر من 101 ملف.',
    ]);
  });

  it('the server (validateQuestion through the entry) words them in the page’s language', () => {
    const item = { name: 'cv', label: 'CV', type: 'fileUpload' as const };
    const files = (count: number) =>
      Array.from({ length: count }, (_, at) => ({ uid: `${at}`, name: `${at}.pdf`, size: 1 }));
    const max = (limit: number, locale: string) =>
      validateQuestion(
        { ...item, rules: [{ type: 'maxLength', value: limit }] },
        files(limit + 1),
        {},
        { locale },
      );
    expect(max(1, 'en')).toBe('Upload no more than 1 file.');
    expect(max(4, 'en')).toBe('Upload no more than 4 files.');
    expect(max(1, 'de-CH')).toBe('Laden Sie höchstens 1 Datei hoch.');
    expect(max(2, 'ar')).toBe('لا ترفع أكثر من ملفين.');
  });
});

describe('the catalogs in i18next, unchanged', () => {
  it('pick the same plural form as createTranslator, for any count', async () => {
    const instance = i18next.createInstance();
    // Portuguese says 0 in its "one" form; i18next takes a catalog's key_zero for 0 first.
    const pt = {
      apples_zero: 'no apples',
      apples_one: '{{count}} apple',
      apples_other: '{{count}} apples',
    };
    registerMessageCatalogs({ pt });
    await instance.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { forms: en }, de: { forms: de }, ar: { forms: ar }, pt: { forms: pt } },
      defaultNS: 'forms',
      interpolation: { escapeValue: false },
    });
    const counts = [
      0, 1, 2, 3, 5, 10, 11, 21, 99, 100, 101, 102, 111, 1000, 1e6, 0.5, 1.5, 2.25, -1, -2,
    ];
    for (const language of ['en', 'de', 'ar']) {
      const ours = createTranslator(language);
      const theirs = instance.getFixedT(language, 'forms');
      for (const key of baseKeys(en)) {
        for (const count of counts)
          expect(ours(key, { count }), `${language} ${key} ${count}`).toBe(theirs(key, { count }));
      }
    }
    const theirs = instance.getFixedT('pt', 'forms');
    for (const count of [0, 1, 2]) {
      expect(createTranslator('pt')('apples', { count })).toBe(theirs('apples', { count }));
    }
    expect(createTranslator('pt')('apples', { count: 0 })).toBe('no apples');
  });

  it('give the same text as createTranslator', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { forms: en }, de: { forms: de }, ar: { forms: ar } },
      defaultNS: 'forms',
      interpolation: { escapeValue: false },
    });
    const samples: Record<string, unknown>[] = [0, 1, 2, 3, 11, 100].map((count) => ({
      count,
      label: 'Name',
      email: 'name@example.com',
      date: 'Jun 1, 2026',
      date1: 'Jun 1, 2026',
      date2: 'Jul 1, 2026',
      size: 5,
      names: 'a.pdf and b.pdf',
    }));
    for (const language of ['en', 'de', 'ar']) {
      const ours = createTranslator(language);
      const theirs = instance.getFixedT(language, 'forms');
      for (const key of baseKeys(en)) {
        for (const params of samples)
          expect(theirs(key, params), `${language} ${key}`).toBe(ours(key, params));
      }
    }
  });
});
