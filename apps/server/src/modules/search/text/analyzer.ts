import { stemmer as arabicStemmer } from '@orama/stemmers/arabic';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import { stemmer as bulgarianStemmer } from '@orama/stemmers/bulgarian';
import { stemmer as danishStemmer } from '@orama/stemmers/danish';
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as finnishStemmer } from '@orama/stemmers/finnish';
import { stemmer as greekStemmer } from '@orama/stemmers/greek';
import { stemmer as hungarianStemmer } from '@orama/stemmers/hungarian';
import { stemmer as italianStemmer } from '@orama/stemmers/italian';
import { stemmer as norwegianStemmer } from '@orama/stemmers/norwegian';
import { stemmer as portugueseStemmer } from '@orama/stemmers/portuguese';
import { stemmer as russianStemmer } from '@orama/stemmers/russian';
import { stemmer as serbianStemmer } from '@orama/stemmers/serbian';
import { stemmer as swedishStemmer } from '@orama/stemmers/swedish';
import { stemmer as turkishStemmer } from '@orama/stemmers/turkish';
import { stemmer as ukrainianStemmer } from '@orama/stemmers/ukrainian';
import { ENGLISH_STOP_WORDS } from './stop-words';

// Words and their stems for the in-memory index, by the position's language. Stemmers come from a
// maintained package, for every site language it has one for; a language it lacks (Czech, Polish,
// Japanese, Thai, …) is matched by its words as written.
type Stemmer = (word: string) => string;

const STEMMERS: Record<string, Stemmer> = {
  en: englishStemmer,
  de: germanStemmer,
  ar: arabicStemmer,
  fr: frenchStemmer,
  es: spanishStemmer,
  bg: bulgarianStemmer,
  da: danishStemmer,
  el: greekStemmer,
  fi: finnishStemmer,
  hu: hungarianStemmer,
  it: italianStemmer,
  nb: norwegianStemmer,
  nl: dutchStemmer,
  pt: portugueseStemmer,
  ru: russianStemmer,
  sr: serbianStemmer,
  sv: swedishStemmer,
  tr: turkishStemmer,
  uk: ukrainianStemmer,
};

// A word is letters and digits, optionally joined by dots ("node.js") and ending in + or #
// ("c++", "c#"): skills are written that way.
const WORD = /[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*[+#]*/gu;

export function splitWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

const MAX_CACHE = 200_000;

// Stemming is the hot path of indexing; each language's answers are remembered.
function cachedStemmer(stem: Stemmer): Stemmer {
  const cache = new Map<string, string>();
  return (word) => {
    let stemmed = cache.get(word);
    if (stemmed === undefined) {
      stemmed = word.length <= 2 || /[\d.+#]/.test(word) ? word : stem(word);
      if (cache.size < MAX_CACHE) cache.set(word, stemmed);
    }
    return stemmed;
  };
}

const cached = new Map<string, Stemmer>();

export function stemmerFor(language: string): Stemmer {
  const base = language.split('-')[0] ?? language;
  let stem = cached.get(base);
  if (!stem) {
    const found = STEMMERS[base];
    stem = found ? cachedStemmer(found) : (word: string) => word;
    cached.set(base, stem);
  }
  return stem;
}

export function isStopWord(word: string): boolean {
  return ENGLISH_STOP_WORDS.has(word);
}

// Whether a UTF-16 code unit is a letter or digit; outside ASCII it is looked up once per code
// (2 = yes, 1 = no). A surrogate is never one: text with any goes through WORD.
const codeKinds = new Uint8Array(0x10000);
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

function isWordCode(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  let kind = codeKinds[code] ?? 0;
  if (kind === 0) {
    kind = LETTER_OR_DIGIT.test(String.fromCharCode(code)) ? 2 : 1;
    codeKinds[code] = kind;
  }
  return kind === 2;
}

// Indexing reads every description, so it is split by hand, exactly as WORD would split it,
// without running the Unicode regex; text with characters outside the BMP goes through WORD.
const SURROGATE = /[\ud800-\udfff]/;

// The words of a text, lower-cased, as splitWords finds them.
export function forEachWord(text: string, visit: (word: string) => void): void {
  const lower = text.toLowerCase();
  if (SURROGATE.test(lower)) {
    for (const word of lower.match(WORD) ?? []) visit(word);
    return;
  }
  const length = lower.length;
  let at = 0;
  while (at < length) {
    if (!isWordCode(lower.charCodeAt(at))) {
      at += 1;
      continue;
    }
    const start = at;
    for (;;) {
      while (at < length && isWordCode(lower.charCodeAt(at))) at += 1;
      // A dot joins two runs of letters and digits ("node.js").
      if (at + 1 < length && lower.charCodeAt(at) === 46 && isWordCode(lower.charCodeAt(at + 1))) {
        at += 1;
        continue;
      }
      break;
    }
    for (let code = lower.charCodeAt(at); code === 43 || code === 35; code = lower.charCodeAt(at)) {
      at += 1;
    }
    visit(lower.slice(start, at));
  }
}

// The terms a word is indexed under in one language: its stem, and for a dotted word its parts'
// stems too ("node.js" → "node.js", "node", "js"); none for a stop word.
export function wordTerms(word: string, language: string): string[] {
  if (isStopWord(word)) return [];
  const stem = stemmerFor(language);
  const terms = [stem(word)];
  if (word.includes('.')) for (const part of word.split('.')) if (part) terms.push(stem(part));
  return terms;
}

export function indexTerms(text: string, language: string, emit: (term: string) => void): void {
  forEachWord(text, (word) => {
    for (const term of wordTerms(word, language)) emit(term);
  });
}

export type QueryWord = { word: string; stems: string[] };

// A query's words with their stems in each of the group's languages; stop words are dropped
// unless nothing else is left.
export function queryWords(text: string, languages: readonly string[]): QueryWord[] {
  const words = splitWords(text);
  const meaningful = words.filter((word) => !isStopWord(word));
  return (meaningful.length > 0 ? meaningful : words).map((word) => ({
    word,
    stems: [...new Set(['en', ...languages].map((language) => stemmerFor(language)(word)))],
  }));
}

// A half-typed last word ("engineeri") is shortened until some term starts with it ("engin"),
// by at most four letters and never below five, so a word the group lacks ("cartographer")
// does not turn into an unrelated one ("car…").
export function shortestPrefix(word: string): number {
  return Math.max(5, word.length - 4);
}
