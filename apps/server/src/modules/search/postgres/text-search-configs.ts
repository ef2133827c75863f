// The PostgreSQL text search configuration each site language's words are stemmed with; a
// language PostgreSQL has no stemmer for is matched as written ('simple'). The SQL function
// careers_text_search_config (migration 0019) says the same; a test holds the two equal.
export const TEXT_SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  ar: 'arabic',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hi: 'hindi',
  hu: 'hungarian',
  it: 'italian',
  nb: 'norwegian',
  nl: 'dutch',
  pt: 'portuguese',
  ru: 'russian',
  sr: 'serbian',
  sv: 'swedish',
  tr: 'turkish',
};

/** The configurations a query of a group is stemmed in: English (positions' own text) first. */
export function textSearchConfigs(languages: readonly string[]): string[] {
  const configs = languages.map(
    (language) => TEXT_SEARCH_CONFIGS[language.split('-')[0] ?? ''] ?? 'simple',
  );
  return [...new Set(['english', ...configs])];
}
