// spec 2 §9: the supported UI locales.
export const SUPPORTED_LOCALES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'fr-CA',
  'he',
  'hi',
  'hr',
  'ht',
  'hu',
  'it',
  'ja',
  'ko',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'pt-PT',
  'ru',
  'sk',
  'sr',
  'sv',
  'te',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const RIGHT_TO_LEFT_LOCALES: readonly Locale[] = ['ar', 'he'];

export function isLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return (RIGHT_TO_LEFT_LOCALES as readonly string[]).includes(locale) ? 'rtl' : 'ltr';
}
