import { queryWords, shortestPrefix } from '../text/analyzer';
import type { EngineQuery, EngineResult, FacetCounts, SearchEngine } from '../search-engine';
import { stampArea } from './area';
import { scanDocuments, type ScanResult } from './document-scan';
import { clearScores, matchWords, type Alternative, type Word } from './match-words';
import { FIELD_LOCATION, type MemoryIndex } from './memory-index.service';
import { nextRound, scratchFor, type Scratch } from './scratch';

// Answers the search contract from a MemoryIndex. Everything below is synchronous typed-array
// work, so one scratch buffer per index serves every request in turn.

const PREFIX_EXPANSIONS = 50;
const MAX_FACET_OPTIONS = 100;

function now(): number {
  return performance.now();
}

// The query's words (and a location's words, matched in place names only) as the terms of
// the index each may match.
function resolveWords(index: MemoryIndex, query: EngineQuery, languages: readonly string[]) {
  const textWords = queryWords(query.text, languages);
  const locationWords = query.locationText ? queryWords(query.locationText, ['en']) : [];
  const total = index.liveCount || 1;
  const alternativeOf = (term: string, requiredField: number, factor = 1): Alternative | null => {
    const postings = index.terms.get(term);
    if (!postings) return null;
    return { postings, idf: factor * Math.log(1 + total / postings.length), requiredField };
  };
  const words: Word[] = [];
  const terms: string[][] = [];
  let prefix: string | null = null;
  textWords.forEach((word, position) => {
    const isLast = position === textWords.length - 1;
    const alternatives = word.stems
      .map((stem) => alternativeOf(stem, 0))
      .filter((alternative): alternative is Alternative => alternative !== null);
    const seen = new Set(word.stems);
    if (isLast && word.word.length >= 2) {
      prefix = word.word;
      let start = word.word;
      let expansions = index.termsWithPrefix(start, PREFIX_EXPANSIONS);
      // A half-typed word longer than its stem ("engineeri") still finds its stem ("engin").
      const floor = shortestPrefix(word.word);
      while (expansions.length === 0 && alternatives.length === 0 && start.length > floor) {
        start = start.slice(0, -1);
        expansions = index.termsWithPrefix(start, PREFIX_EXPANSIONS);
      }
      for (const term of expansions) {
        if (seen.has(term)) continue;
        seen.add(term);
        const alternative = alternativeOf(term, 0, 0.8);
        if (alternative) alternatives.push(alternative);
      }
    }
    terms.push([...seen]);
    words.push({
      alternatives,
      size: alternatives.reduce((sum, a) => sum + a.postings.length, 0),
    });
  });
  for (const word of locationWords) {
    const alternatives = word.stems
      .map((stem) => alternativeOf(stem, FIELD_LOCATION))
      .filter((alternative): alternative is Alternative => alternative !== null);
    terms.push(word.stems);
    words.push({
      alternatives,
      size: alternatives.reduce((sum, a) => sum + a.postings.length, 0),
    });
  }
  return { words, terms, prefix };
}

// Each counted facet's options, most frequent first.
function facetOptions(query: EngineQuery, scan: ScanResult): FacetCounts {
  const facets: FacetCounts = {};
  query.facets.forEach((field, at) => {
    const facet = scan.facets[at];
    if (!facet) return;
    const { dictionary, counts } = facet;
    const options: { value: string; count: number }[] = [];
    counts.forEach((value, id) => {
      if (value > 0) options.push({ value: dictionary.values[id] ?? '', count: value });
    });
    options.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    facets[field] = options.slice(0, MAX_FACET_OPTIONS);
  });
  return facets;
}

export function createMemoryEngine(
  indexFor: (groupId: string) => MemoryIndex | null,
  languagesFor: (groupId: string) => readonly string[],
): SearchEngine {
  const scratches = new WeakMap<MemoryIndex, Scratch>();

  function requireIndex(groupId: string): MemoryIndex {
    const index = indexFor(groupId);
    if (!index) throw new Error(`No search index for group ${groupId}`);
    return index;
  }

  function run(query: EngineQuery, collectPlaces: boolean) {
    const started = now();
    const index = requireIndex(query.groupId);
    const scratch = scratchFor(index, scratches);
    const { words, terms, prefix } = resolveWords(index, query, languagesFor(query.groupId));
    const parsed = now();

    const hasWords = words.length > 0;
    let candidates = hasWords ? matchWords(words, scratch) : null;
    const matchedText = now();

    // Without text, an area's documents are the candidates; with text, they are stamped.
    const geo = query.circle !== null || query.bounds !== null;
    const round = nextRound(scratch);
    if (geo) {
      const found = stampArea(index, query, scratch, !hasWords);
      if (!hasWords) candidates = scratch.candidates.subarray(0, found);
    }
    const scan = scanDocuments(
      index,
      query,
      {
        candidates,
        score: scratch.score,
        stamps: geo ? scratch.stamp : null,
        stamp: round,
        byDate: query.sort === 'newest' || !hasWords,
        collectPlaces,
      },
      scratch,
    );
    if (hasWords && candidates) clearScores(candidates, scratch);
    const filtered = now();

    const facets = facetOptions(query, scan);
    const ids = scan.top
      .sorted()
      .slice(query.start, query.start + query.num)
      .map((doc) => index.positionIds.array[doc] ?? 0);
    const finished = now();
    return {
      result: {
        count: scan.count,
        ids,
        facets,
        terms,
        prefix,
        timings: {
          parseMs: parsed - started,
          textMs: matchedText - parsed,
          filterMs: filtered - matchedText,
          rankMs: finished - filtered,
          totalMs: finished - started,
        },
      } satisfies EngineResult,
      places: scan.places ? [...scan.places.values()] : [],
    };
  }

  return {
    name: 'memory',
    search: (query) => Promise.resolve(run(query, false).result),
    places: (query) => {
      const { result, places } = run({ ...query, start: 0, num: 0, facets: [] }, true);
      return Promise.resolve({ count: result.count, places });
    },
  };
}
