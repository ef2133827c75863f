import {
  SEARCH_QUERY_MAX_LENGTH,
  SENIORITIES,
  EMPLOYMENT_TYPES,
  type ChatSearch,
  type EmploymentType,
  type PositionTopic,
  type SalaryPeriod,
  type Seniority,
} from '@careers/contracts';
import {
  findCountryCode,
  countryName,
  geocodePlace,
  placeLabel,
  type GazetteerCity,
  normalizePlaceText,
  usStateCode,
} from '../geo/geo.public';
import {
  AMBIGUOUS_PLACE_WORDS,
  ASKS_FOR_SEARCH,
  CART,
  COMPOUND_TAILS,
  CURRENCIES,
  DEPARTMENT_FAMILIES,
  EXPLAIN_MATCH,
  FILLER,
  GREETING_OPENERS,
  GREETING_WORDS,
  HELP_PHRASES,
  INJECTION,
  MAX_PHRASE_WORDS,
  MONEY,
  OTHER_COUNTRY_NAMES,
  PAY_CUE,
  PERIOD_AFTER,
  PERIOD_ANYWHERE,
  PHRASES,
  PLACE_NAMES,
  POLITENESS,
  QUESTION_START,
  REFERS_IN_QUESTION,
  REFERS_TO_POSITION,
  REGION_WORDS,
  RESUME,
  SAVE_ALERT,
  TOPIC_PATTERNS,
  TOPIC_WORDS,
  UPLOAD,
  type WordRole,
} from './chat-intent-words';

// The chat assistant's reading of a candidate's message without a language model: rules over
// English, German, French, Spanish and Portuguese words, the gazetteer for places. Pure: no I/O
// beyond the gazetteer's file.

export type ChatIntent =
  | { kind: 'search'; search: ChatSearch; refine: boolean }
  | { kind: 'clarify'; missing: 'what' }
  | { kind: 'positionQuestion'; topic: PositionTopic }
  | { kind: 'explainMatch' }
  | { kind: 'uploadResume' }
  | { kind: 'saveAlert' }
  | { kind: 'cart' }
  | { kind: 'greeting' }
  | { kind: 'help' };
export type IntentContext = {
  departments: readonly string[];
  hasPosition: boolean;
  hasPreviousSearch: boolean;
};

const MAX_MESSAGE_LENGTH = 2_000;
// No job word is longer; a longer run of letters is noise ("aaaa…") and stays out of the query.
const MAX_WORD_LENGTH = 50;
const MAX_PAY = 1e9;
// A place with no preposition before it ("data engineer Berlin") is read only when it is a city
// this big: capitalised, or bigger still in lower case, since job words are towns too ("Mobile").
const BARE_PLACE_MIN_POPULATION = 100_000;
const LOWER_CASE_BARE_PLACE_MIN_POPULATION = 500_000;

const CLARIFY: ChatIntent = { kind: 'clarify', missing: 'what' };
const TOPICS: readonly (readonly [PositionTopic, RegExp])[] = TOPIC_PATTERNS;

export function emptySearch(): ChatSearch {
  return {
    query: '',
    location: '',
    remote: false,
    seniority: [],
    employmentType: [],
    minPay: null,
    department: null,
  };
}

export function readIntent(message: string, context: IntentContext): ChatIntent {
  const text = message
    .slice(0, MAX_MESSAGE_LENGTH)
    .normalize('NFKC')
    .slice(0, MAX_MESSAGE_LENGTH)
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  const plain = text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
  if (plain === '' || INJECTION.test(plain)) return CLARIFY;
  const plainWords = plain.split(' ');
  if (
    plainWords.every((word) => GREETING_WORDS.has(word)) &&
    plainWords.some((word) => GREETING_OPENERS.has(word))
  ) {
    return { kind: 'greeting' };
  }
  if (isHelpRequest(plainWords)) return { kind: 'help' };
  if (RESUME.test(plain) && UPLOAD.test(plain)) return { kind: 'uploadResume' };
  if (SAVE_ALERT.test(plain)) return { kind: 'saveAlert' };
  if (CART.test(plain)) return { kind: 'cart' };
  if (EXPLAIN_MATCH.test(plain)) return { kind: 'explainMatch' };

  const search = readSearch(text, context.departments);
  const isEmpty = !hasFilters(search) && search.query === '' && search.department === null;
  const isQuestion = /\?[^\p{L}\p{N}]*$/u.test(text) || QUESTION_START.test(plainWords[0] ?? '');
  const refersToPosition =
    REFERS_TO_POSITION.test(plain) || (isQuestion && REFERS_IN_QUESTION.test(plain));
  const topic =
    TOPICS.find(([, pattern]) => pattern.test(plain))?.[0] ??
    (refersToPosition && search.location !== '' ? 'location' : null);
  if (topic && !ASKS_FOR_SEARCH.test(plain)) {
    const asksOnlyTopic =
      search.location === '' &&
      search.department === null &&
      search.query.split(' ').every((word) => word === '' || TOPIC_WORDS.has(word));
    if (refersToPosition || (isQuestion && asksOnlyTopic)) {
      if (context.hasPosition) return { kind: 'positionQuestion', topic };
      // A question about "it" with no position open, or about a topic and nothing else.
      if (refersToPosition || (asksOnlyTopic && !hasFilters(search))) return { kind: 'help' };
    }
  }
  if (isEmpty) return CLARIFY;
  const refine = context.hasPreviousSearch && search.query === '' && search.department === null;
  return { kind: 'search', search, refine };
}

// The request as a whole or after its greeting ("hi, what can you do"); a request may start with
// a greeting word itself ("à l'aide").
function isHelpRequest(plainWords: string[]): boolean {
  const start = plainWords.findIndex((word) => !GREETING_WORDS.has(word));
  return [plainWords, plainWords.slice(Math.max(start, 0))].some((asked) =>
    HELP_PHRASES.has(asked.join(' ').replace(POLITENESS, ' ').trim().replace(/ +/g, ' ')),
  );
}

function hasFilters(search: ChatSearch): boolean {
  return (
    search.location !== '' ||
    search.remote ||
    search.seniority.length > 0 ||
    search.employmentType.length > 0 ||
    search.minPay !== null
  );
}

// ---- Pay -------------------------------------------------------------------------------------

function readAmount(digits: string): number | null {
  const trimmed = digits.replace(/[.,']+$/, '');
  if (/^\d{1,3}(?:[.,' ]\d{3})+$/.test(trimmed)) return Number(trimmed.replace(/[.,' ]/g, ''));
  if (/^\d+(?:[.,]\d+)?$/.test(trimmed)) return Number(trimmed.replace(',', '.'));
  return null;
}

// By the word's start in any language read: "heure" and "hora" are hours, "mês" a month.
function periodOf(word: string): SalaryPeriod {
  const lower = word.toLowerCase();
  if (/^(?:h|stu|std)/.test(lower)) return 'hour';
  if (/^(?:day|tag|dai|tä|jour|d[ií]a)/.test(lower)) return 'day';
  if (/^(?:week|woch|wö|semain|seman)/.test(lower)) return 'week';
  if (/^(?:month|monat|mois|mes|mês|mens)/.test(lower)) return 'month';
  return 'year';
}

// The first amount that reads as pay, and the text without it, so its words are not job words.
function readPay(text: string): { pay: ChatSearch['minPay']; rest: string } {
  for (const match of text.matchAll(MONEY)) {
    const [whole, before, digits = '', multiplier, , after] = match;
    const start = match.index;
    const end = start + whole.length;
    // "b2b", "3d", "5years": digits inside a word.
    if (!before && /[\p{L}\p{N}]/u.test(text[start - 1] ?? '')) continue;
    if (!multiplier && !after && /\p{L}/u.test(text[end] ?? '')) continue;
    const number = readAmount(digits);
    if (number === null) continue;
    const amount = Math.round((multiplier ? number * 1_000 : number) * 100) / 100;
    const currency = CURRENCIES.find(([pattern]) => pattern.test(before ?? after ?? ''))?.[1];
    const period = PERIOD_AFTER.exec(text.slice(end, end + 30));
    const hasCue = PAY_CUE.test(text.slice(Math.max(0, start - 30), start));
    const isYear =
      !currency && !multiplier && Number.isInteger(number) && number >= 1900 && number <= 2100;
    const isPay = currency || multiplier || period || (hasCue && amount >= 1_000 && !isYear);
    if (!isPay || amount <= 0 || amount > MAX_PAY) continue;
    let rest = `${text.slice(0, start)} ${text.slice(end + (period?.[0].length ?? 0))}`;
    let periodWord = period ? (period[1] ?? period[2]) : undefined;
    const named = period ? null : PERIOD_ANYWHERE.exec(rest);
    if (named) {
      periodWord = (named[1] ?? '').split(' ').at(-1);
      rest = `${rest.slice(0, named.index)} ${rest.slice(named.index + named[0].length)}`;
    }
    return {
      pay: {
        amount,
        currency: currency ?? null,
        period: periodWord ? periodOf(periodWord) : 'year',
      },
      rest,
    };
  }
  return { pay: null, rest: text };
}

// ---- Words -----------------------------------------------------------------------------------

type Token = { key: string; original: string; index: number; hyphen: boolean; comma: boolean };
type SeniorityRole = Extract<WordRole, { kind: 'seniority' }>;

const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
// Not "la", "a" or "o": "LA" is a city, "a" English's article ("near a …").
const ARTICLES = new Set([
  'the',
  'der',
  'die',
  'dem',
  'den',
  'das',
  'le',
  'les',
  'l',
  'el',
  'los',
  'las',
  'os',
]);

// A word keeps a trailing + or # ("c++", "c#"); hyphens and slashes split it ("Remote-Jobs").
function trimToWord(part: string): string {
  let start = 0;
  let end = part.length;
  while (start < end && !WORD_CHARACTER.test(part.charAt(start))) start++;
  while (end > start && !WORD_CHARACTER.test(part.charAt(end - 1))) end--;
  if (start === end) return '';
  while (part.charAt(end) === '+' || part.charAt(end) === '#') end++;
  return part.slice(start, end);
}

function isCompoundHead(head: string): boolean {
  const role = PHRASES.get(head);
  return (
    (role !== undefined && role.kind !== 'place' && role.kind !== 'filler') ||
    FAMILY_WORDS.has(head)
  );
}

// "Teilzeitstelle" → "teilzeit stelle", "Vertriebsjobs" → "vertrieb jobs".
function splitCompound(token: Token): Token[] {
  for (const tail of COMPOUND_TAILS) {
    if (!token.key.endsWith(tail) || token.key.length - tail.length < 3) continue;
    const head = token.key.slice(0, -tail.length);
    const known = [head, head.replace(/s$/u, '')].find(isCompoundHead);
    if (known === undefined) continue;
    return [
      { ...token, key: known, original: token.original.slice(0, known.length) },
      { ...token, key: tail, original: tail, hyphen: false },
    ];
  }
  return [token];
}

// French elision: "chef d'équipe" reads "chef d équipe", "l'informatique" "l informatique". Only
// at a word's start, so "I'd" and "don't" stay whole.
const ELISION = /(?<![\p{L}\p{N}])(qu|[cdjlmns])['’](?=\p{L})/giu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const chunk of text.replace(ELISION, '$1 ').split(' ')) {
    let isJoined = false;
    for (const part of chunk.split(/([-‐‑/,;])/u)) {
      if (part === ',' || part === ';') {
        const last = tokens.at(-1);
        if (last) last.comma = true;
      } else if (part.length === 1 && '-‐‑/'.includes(part)) {
        isJoined = part !== '/';
        continue;
      } else {
        const original = trimToWord(part);
        if (original !== '' && original.length <= MAX_WORD_LENGTH) {
          const key = original.toLowerCase().replace(/’/g, "'");
          tokens.push(
            ...splitCompound({ key, original, index: 0, hyphen: isJoined, comma: false }),
          );
        }
      }
      isJoined = false;
    }
  }
  tokens.forEach((token, index) => (token.index = index));
  return tokens;
}

const keyOf = (tokens: Token[]) => tokens.map((token) => token.key).join(' ');
const isCapitalised = (token: Token) => /^\p{Lu}/u.test(token.original);
const FILLER_ROLE: WordRole = { kind: 'filler' };

function phraseAt(tokens: Token[], at: number): { role: WordRole | null; length: number } {
  for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - at); length > 0; length--) {
    const role = PHRASES.get(keyOf(tokens.slice(at, at + length)));
    if (role) return { role, length };
  }
  const token = tokens[at];
  // "IT" is a job family; "it" is a pronoun.
  const isFiller =
    token !== undefined &&
    token.original !== 'IT' &&
    (FILLER.has(token.key) || /^\p{N}+$/u.test(token.key));
  return { role: isFiller ? FILLER_ROLE : null, length: 1 };
}

// ---- Places and departments ------------------------------------------------------------------

const FAMILY_WORDS = new Set(
  DEPARTMENT_FAMILIES.flatMap(([family, synonyms]) => [family, ...synonyms]),
);
const familyKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// Every family word that names one of the group's departments, to that department.
function departmentIndex(departments: readonly string[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const department of departments) {
    const key = familyKey(department);
    if (!index.has(key)) index.set(key, department);
    for (const [family, synonyms] of DEPARTMENT_FAMILIES) {
      if (family !== key && !synonyms.includes(key)) continue;
      for (const word of [family, ...synonyms]) if (!index.has(word)) index.set(word, department);
    }
  }
  return index;
}

function departmentOf(span: Token[], departments: Map<string, string>): string | null {
  if (
    span.length === 0 ||
    (span.length === 1 && span[0]?.original.toLowerCase() === 'it' && span[0].original !== 'IT')
  ) {
    return null;
  }
  return departments.get(familyKey(keyOf(span))) ?? null;
}

function cityOf(span: Token[], isBare: boolean): GazetteerCity | null {
  const [first] = span;
  if (!first) return null;
  if (
    span.length === 1 &&
    AMBIGUOUS_PLACE_WORDS.has(first.key) &&
    (isBare || !isCapitalised(first))
  ) {
    return null;
  }
  const text = span
    .map((token, index) => {
      const name = PLACE_NAMES[token.key] ?? token.original;
      return token.comma && index < span.length - 1 ? `${name},` : name;
    })
    .join(' ');
  const city = geocodePlace(text);
  if (!city || !isBare) return city;
  const minimum = span.every(isCapitalised)
    ? BARE_PLACE_MIN_POPULATION
    : LOWER_CASE_BARE_PLACE_MIN_POPULATION;
  return city.population >= minimum ? city : null;
}

// Countries, US states and regions: the search page's location takes a city only, so a country
// is read and left out of both the location and the query.
function isCountryOrRegion(span: Token[], isBare: boolean): boolean {
  const key = keyOf(span);
  const name = normalizePlaceText(key);
  if (REGION_WORDS.has(key) || OTHER_COUNTRY_NAMES.has(key)) return true;
  if (name.length <= 3) {
    // Codes only in capitals: "in", "us", "me" and "it" are words.
    const code = span.map((token) => token.original).join(' ');
    if (code !== code.toUpperCase() || code === 'IT' || (isBare && code.length < 2)) return false;
    return findCountryCode(name) !== null;
  }
  return findCountryCode(name) !== null || usStateCode(name) !== null;
}

// The search page's location for a city: its name, with the state or country when the name
// alone would find another city.
function locationText(city: GazetteerCity): string {
  const texts = city.region ? [`${city.name}, ${city.region}`] : [city.name];
  texts.push(`${city.name}, ${countryName(city.countryCode)}`);
  return texts.find((text) => geocodePlace(text) === city) ?? placeLabel(city);
}

type PlaceReading = { end: number; location?: string; department?: string };

// What follows "in", "near", "im": a city, a department ("in sales", "im Vertrieb") or a country.
function readPlace(
  tokens: Token[],
  at: number,
  departments: Map<string, string>,
): PlaceReading | null {
  let start = at;
  while (ARTICLES.has(tokens[start]?.key ?? '')) start++;
  const first = phraseAt(tokens, start).role?.kind;
  if (start >= tokens.length || first === 'remote' || first === 'place') return null;
  for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - start); length > 0; length--) {
    const span = tokens.slice(start, start + length);
    const end = start + length;
    const city = cityOf(span, false);
    if (city) return { end, location: locationText(city) };
    const department = departmentOf(span, departments);
    if (department) return { end, department };
    if (isCountryOrRegion(span, false)) return { end };
  }
  return null;
}

// ---- Search ----------------------------------------------------------------------------------

function readSearch(text: string, departmentNames: readonly string[]): ChatSearch {
  const search = emptySearch();
  const { pay, rest } = readPay(text);
  search.minPay = pay;
  const tokens = tokenize(rest);
  const departments = departmentIndex(departmentNames);
  const seniority = new Set<Seniority>();
  const employment = new Set<EmploymentType>();
  // 'word' may join the query; 'filler' may still be part of a place ("New York").
  const status = tokens.map((): 'word' | 'filler' | 'used' => 'word');
  const titles = new Map<number, SeniorityRole>();
  const mark = (from: number, to: number, value: 'filler' | 'used') => status.fill(value, from, to);

  for (let at = 0; at < tokens.length;) {
    const { role, length } = phraseAt(tokens, at);
    let next = at + length;
    if (role) mark(at, next, role.kind === 'filler' || role.kind === 'place' ? 'filler' : 'used');
    if (role?.kind === 'remote') search.remote = true;
    if (role?.kind === 'employment') employment.add(role.value);
    if (role?.kind === 'seniority' && role.placement === 'any') seniority.add(role.value);
    if (role?.kind === 'seniority' && role.placement !== 'any') {
      status[at] = 'word';
      titles.set(at, role);
    }
    const place = role?.kind === 'place' ? readPlace(tokens, next, departments) : null;
    if (place) {
      mark(next, place.end, 'used');
      if (place.location && search.location === '') search.location = place.location;
      if (place.department && search.department === null) search.department = place.department;
      next = place.end;
    }
    at = next;
  }

  // A place at the end with no preposition; the search page takes one place, so a second one
  // ("in Berlin or Munich") only leaves the query.
  const last = status.lastIndexOf('word');
  for (let length = Math.min(3, last + 1); length > 0; length--) {
    const from = last - length + 1;
    if (status.slice(from, last + 1).includes('used')) continue;
    const span = tokens.slice(from, last + 1);
    const city = cityOf(span, true);
    if (city && search.location === '') search.location = locationText(city);
    if (city || isCountryOrRegion(span, true)) {
      mark(from, last + 1, 'used');
      break;
    }
  }

  let queryWords: Token[] = [];
  const wordIndexes = status.flatMap((value, index) => (value === 'word' ? [index] : []));
  wordIndexes.forEach((index, position) => {
    const title = titles.get(index);
    const next = wordIndexes[position + 1];
    const isTitleSeniority =
      title?.placement === 'title'
        ? queryWords.length === 0
        : title !== undefined && next !== undefined && !titles.has(next);
    if (title && isTitleSeniority) seniority.add(title.value);
    else if (tokens[index]) queryWords.push(tokens[index]);
  });
  const department = search.department === null ? departmentOf(queryWords, departments) : null;
  if (department) {
    search.department = department;
    queryWords = [];
  }

  search.query = joinQuery(queryWords);
  search.seniority = SENIORITIES.filter((value) => seniority.has(value));
  search.employmentType = EMPLOYMENT_TYPES.filter((value) => employment.has(value));
  return search;
}

function joinQuery(queryWords: Token[]): string {
  let query = '';
  for (const [position, token] of queryWords.entries()) {
    const previous = queryWords[position - 1];
    const isJoined = token.hyphen && previous?.index === token.index - 1;
    const word = position === 0 ? token.key : `${isJoined ? '-' : ' '}${token.key}`;
    if (query.length + word.length > SEARCH_QUERY_MAX_LENGTH) break;
    query += word;
  }
  return query;
}
