import type { Database } from '../../../db/database';
import { searchBoxes } from '../memory/area';
import {
  FACET_FIELDS,
  type EngineQuery,
  type EngineResult,
  type FacetCounts,
  type FacetField,
  type SearchEngine,
} from '../search-engine';
import { isStopWord, queryWords, shortestPrefix } from '../text/analyzer';
import { textSearchConfigs } from './text-search-configs';
import {
  aggregatePositionPlaces,
  countPositionFacets,
  findMatchingPrefix,
  lexemesOf,
  searchPositionPage,
  type PostgresSearch,
} from './postgres-search.repository';

// The search contract answered by PostgreSQL full text (the generated search_vector and its GIN
// index), with the memory engine's semantics: see memory-engine.ts for each rule.

type ResolvedText = {
  // The words as sanitized lexemes: those matched by their stems, the last word (also matched as
  // a prefix), and a place's words (matched as English words in place names).
  exact: string[];
  last: string | null;
  located: string[];
  // Each word as sanitized, for stemming and `terms`.
  words: string[];
  prefix: string | null;
  // A stop word kept because nothing else was left is in no document (the memory index skips
  // them, search_vector drops them): such a query finds nothing.
  isUnmatchable: boolean;
};

// Letters and digits, and the dots inside a word: PostgreSQL's parser keeps "node.js" as one
// lexeme. Quoted, so nothing typed can reach to_tsquery's operators (no ' or \ survives).
function toLexeme(word: string): string | null {
  const lexeme = word
    .replace(/[^\p{L}\p{N}.]/gu, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.|\.$/g, '');
  return lexeme === '' ? null : lexeme;
}

function quote(lexeme: string): string {
  return `'${lexeme}'`;
}

function resolveText(query: EngineQuery): ResolvedText {
  const textWords = queryWords(query.text, []);
  const locationWords = query.locationText ? queryWords(query.locationText, []) : [];
  const resolved: ResolvedText = {
    exact: [],
    last: null,
    located: [],
    words: [],
    prefix: null,
    isUnmatchable: false,
  };
  textWords.forEach(({ word }, position) => {
    const lexeme = toLexeme(word);
    if (!lexeme) return;
    resolved.words.push(lexeme);
    if (position === textWords.length - 1 && lexeme.length >= 2) {
      resolved.prefix = word;
      resolved.last = lexeme;
      return;
    }
    if (isStopWord(word)) resolved.isUnmatchable = true;
    resolved.exact.push(lexeme);
  });
  for (const { word } of locationWords) {
    const lexeme = toLexeme(word);
    if (!lexeme) continue;
    resolved.words.push(lexeme);
    if (isStopWord(word)) resolved.isUnmatchable = true;
    resolved.located.push(lexeme);
  }
  return resolved;
}

// A word as the OR of its stems in the group's languages (lexemesOf), else as typed.
function stemsQuery(lexeme: string, stems: ReadonlyMap<string, readonly string[]>): string {
  const found = stems.get(lexeme) ?? [];
  return (found.length > 0 ? found : [lexeme]).map(quote).join(' | ');
}

function textSearch(
  text: ResolvedText,
  stems: ReadonlyMap<string, readonly string[]>,
): Pick<PostgresSearch, 'words' | 'lastWord' | 'locationWords'> {
  return {
    words: text.exact.map((lexeme) => stemsQuery(lexeme, stems)),
    lastWord: text.last
      ? {
          typed: text.last,
          exact: stemsQuery(text.last, stems),
          prefix: `${quote(text.last)}:*`,
        }
      : null,
    locationWords:
      text.located.length > 0
        ? text.located.map((lexeme) => `${quote(lexeme)}:C`).join(' & ')
        : null,
  };
}

function toSearch(
  query: EngineQuery,
  text: Pick<PostgresSearch, 'words' | 'lastWord' | 'locationWords'>,
): PostgresSearch {
  const isGeo = query.circle !== null || query.bounds !== null;
  return {
    groupId: query.groupId,
    microsite: query.microsite,
    now: query.now,
    ...text,
    area: isGeo
      ? {
          boxes: searchBoxes(query.circle, query.bounds),
          circle: query.circle,
        }
      : null,
    remoteCountry: query.circle !== null && query.bounds === null ? query.remoteCountry : null,
    remoteOnly: query.remoteOnly,
    filters: FACET_FIELDS.flatMap((field) => {
      const values = query.filters[field] ?? [];
      return values.length > 0 ? [{ field, values }] : [];
    }),
  };
}

// A half-typed word longer than its stem ("engineeri") still finds its stem ("engin"): when
// nothing in the group starts with the word, its prefix is shortened until something does
// (by at most MAX_SHORTENING letters, never below five), as the memory engine does. Asked only
// when a search found nothing.
async function shortenPrefix(db: Database, search: PostgresSearch): Promise<PostgresSearch | null> {
  const lastWord = search.lastWord;
  const lexeme = lastWord?.typed ?? '';
  const floor = shortestPrefix(lexeme);
  if (!lastWord || lexeme.length <= floor) return null;
  const candidates: string[] = [];
  for (let length = lexeme.length; length >= floor; length -= 1) {
    candidates.push(`${quote(lexeme.slice(0, length))}:*`);
  }
  const found = await findMatchingPrefix(db, search.groupId, lastWord.exact, candidates);
  const prefix = found === null || found === 0 ? null : candidates[found];
  return prefix ? { ...search, lastWord: { ...lastWord, prefix } } : null;
}

function toFacetCounts(
  fields: readonly FacetField[],
  rows: { field: FacetField; value: string; count: number }[],
): FacetCounts {
  const facets: FacetCounts = {};
  for (const field of fields) facets[field] = [];
  for (const { field, value, count } of rows) facets[field]?.push({ value, count });
  for (const field of fields) {
    facets[field]?.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  }
  return facets;
}

// `languagesFor`: the languages a group's positions may be translated into (its site languages).
export function createPostgresEngine(
  db: Database,
  languagesFor: (groupId: string) => readonly string[] = () => ['en'],
): SearchEngine {
  async function findPage(query: EngineQuery, search: PostgresSearch, hasWords: boolean) {
    const order = query.sort === 'newest' || !hasWords ? 'newest' : 'relevance';
    const facets = [...new Set(query.facets)];
    const [page, facetRows] = await Promise.all([
      searchPositionPage(db, search, order, query.start, query.num),
      countPositionFacets(db, search, facets),
    ]);
    return { ...page, facets: toFacetCounts(facets, facetRows) };
  }

  // Each word's stems in the group's languages, and the search they make.
  async function stemmed(query: EngineQuery, text: ResolvedText) {
    const configs = textSearchConfigs(languagesFor(query.groupId));
    const lexemes = await lexemesOf(db, text.words, configs);
    const stems = new Map(text.words.map((word, at) => [word, lexemes[at] ?? []]));
    return { lexemes, search: toSearch(query, textSearch(text, stems)) };
  }

  return {
    name: 'postgres',
    async search(query) {
      const started = performance.now();
      const text = resolveText(query);
      const hasWords = text.words.length > 0;
      const stems = await stemmed(query, text);
      let search = stems.search;
      let result = text.isUnmatchable
        ? { count: 0, ids: [], facets: toFacetCounts([...new Set(query.facets)], []) }
        : await findPage(query, search, hasWords);
      const shortened =
        result.count === 0 && !text.isUnmatchable ? await shortenPrefix(db, search) : null;
      if (shortened) {
        search = shortened;
        result = await findPage(query, search, hasWords);
      }
      return {
        count: result.count,
        ids: result.ids,
        facets: result.facets,
        terms: stems.lexemes.map((list, at) => (list.length > 0 ? list : [text.words[at] ?? ''])),
        prefix: text.prefix,
        timings: { totalMs: performance.now() - started },
      } satisfies EngineResult;
    },
    async places(query) {
      const text = resolveText(query);
      if (text.isUnmatchable) return { count: 0, places: [] };
      const { search } = await stemmed(query, text);
      const found = await aggregatePositionPlaces(db, search);
      if (found.count > 0) return found;
      const shortened = await shortenPrefix(db, search);
      return shortened ? aggregatePositionPlaces(db, shortened) : found;
    },
  };
}
