// The supported UI locales (docs/product/languages.md).
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

// Language from the page setting (`hl`), then the browser, then en; always one the group supports.
export function pickLocale(input: {
  hl?: string | null;
  browserLanguages?: readonly string[];
  supported: readonly string[];
}): string {
  const supported = input.supported.length > 0 ? input.supported : ['en'];
  const find = (candidate: string): string | undefined => {
    const exact = supported.find((locale) => locale.toLowerCase() === candidate.toLowerCase());
    if (exact) return exact;
    const base = candidate.split('-')[0]?.toLowerCase();
    return supported.find((locale) => locale.toLowerCase() === base);
  };
  if (input.hl) {
    const fromPage = find(input.hl);
    if (fromPage) return fromPage;
  }
  for (const language of input.browserLanguages ?? []) {
    const fromBrowser = find(language);
    if (fromBrowser) return fromBrowser;
  }
  return supported.includes('en') ? 'en' : (supported[0] ?? 'en');
}

// Parses an Accept-Language header into languages by preference.
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality ? Number(quality) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map((entry) => entry.tag);
}
