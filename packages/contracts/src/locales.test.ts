import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, pickLocale, textDirection } from './locales';

describe('pickLocale', () => {
  const supported = ['en', 'de', 'ar'];
  it('prefers the page setting, then the browser, then en', () => {
    expect(pickLocale({ hl: 'de', browserLanguages: ['ar'], supported })).toBe('de');
    expect(pickLocale({ hl: 'xx', browserLanguages: ['ar-EG', 'de'], supported })).toBe('ar');
    expect(pickLocale({ browserLanguages: ['ja'], supported })).toBe('en');
  });
  it('parses Accept-Language by quality', () => {
    expect(parseAcceptLanguage('de;q=0.5, ar-EG, en;q=0.8, *;q=0.1')).toEqual([
      'ar-EG',
      'en',
      'de',
    ]);
  });
  it('knows the right-to-left locales', () => {
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
  });
});
