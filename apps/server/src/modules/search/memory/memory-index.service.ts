import KDBush from 'kdbush';
import {
  toPositionRecord,
  type PositionRecord,
  type IndexRow,
} from '../../positions/positions.public';
import { countryName } from '../../geo/geo.public';
import { forEachWord, wordTerms } from '../text/analyzer';
import { FACET_FIELDS, type FacetField } from '../search-engine';
import { Dictionary, Growable, MultiValues, Postings } from './growable';
import { RecordStore } from './record-store';

// One group's positions in memory. Documents are numbered as they are added; a changed position
// gets a new number and its old one dies (filtered at query time), so every structure only ever
// appends. Dead documents are dropped when the index is rebuilt from the database.

// Where a term occurs; a result's relevance weighs the fields (title highest).
export const FIELD_TITLE = 1;
export const FIELD_SKILLS = 2;
export const FIELD_DEPARTMENT = 4;
export const FIELD_LOCATION = 8;
export const FIELD_DESCRIPTION = 16;

const SINGLE_FACETS = [
  'department',
  'team',
  'seniority',
  'employment_type',
  'work_location_option',
] as const;
const MULTI_FACETS = ['country', 'city', 'skills'] as const;
type SingleFacet = (typeof SINGLE_FACETS)[number];
type MultiFacet = (typeof MULTI_FACETS)[number];

export function isSingleFacet(field: FacetField): field is SingleFacet {
  return (SINGLE_FACETS as readonly string[]).includes(field);
}

type SingleColumn = { dictionary: Dictionary; docs: Growable<Int32Array> };
type MultiColumn = { dictionary: Dictionary; docs: MultiValues };

// Places not yet in the k-d tree are scanned one by one until the next rebuild of the tree.
const PENDING_PLACES_LIMIT = 20_000;
// Words remembered per language with their postings (a corpus's vocabulary is far smaller).
const MAX_REMEMBERED_WORDS = 500_000;

export class MemoryIndex {
  readonly terms = new Map<string, Postings>();
  // Sorted term list for prefix matching; rebuilt lazily after new terms arrive.
  private sortedTerms: string[] | null = null;

  readonly positionIds = new Growable(Uint32Array);
  // Open until (ms): the earlier of valid-through and a scheduled archive; Infinity if neither,
  // -Infinity once the document is dead (one array for a search to read, not two).
  readonly openUntil = new Growable(Float64Array);
  readonly postedAt = new Growable(Float64Array);
  readonly microsite: SingleColumn = {
    dictionary: new Dictionary(),
    docs: new Growable(Int32Array),
  };
  readonly single: Record<SingleFacet, SingleColumn>;
  readonly multi: Record<MultiFacet, MultiColumn>;
  readonly remoteCountries: MultiColumn = { dictionary: new Dictionary(), docs: new MultiValues() };
  // Each document's search result as JSON (objects for a million results were a third of the
  // heap; strings were still most of it).
  private readonly records = new RecordStore();
  // Remote documents (found outside a searched area when open to its country).
  readonly remoteDocs = new Growable(Uint32Array);

  // Places: one entry per (document, place).
  readonly placeDoc = new Growable(Uint32Array);
  readonly placeLat = new Growable(Float64Array);
  readonly placeLng = new Growable(Float64Array);
  readonly placeCity = new Growable(Uint32Array);
  readonly placeCountry = new Growable(Uint32Array);
  readonly placeOffsets = new Growable(Uint32Array);
  tree: KDBush | null = null;
  treeSize = 0;
  // False during the first load, which builds the tree once, at its end (rebuilding it every
  // PENDING_PLACES_LIMIT places made loading a million positions quadratic).
  private hasTree = false;

  private readonly docOf = new Map<number, number>();
  private readonly wordTargets = new Map<string, Map<string, Postings[]>>();
  deadCount = 0;
  // Documents by posting date, newest first (ties by number), as of the last sort: a search
  // without text pages through them instead of through every document.
  private dateOrder = new Uint32Array(0);
  // Counts every change, so what is derived from the index knows when it is out of date.
  version = 0;
  // Per facet field and value id, the documents having that value (dead ones included): a
  // search without text filtered by a value reads its documents instead of every document.
  readonly valueDocs: Record<FacetField, Growable<Uint32Array>[]>;

  constructor(readonly groupId: string) {
    this.single = Object.fromEntries(
      SINGLE_FACETS.map((field) => [
        field,
        { dictionary: new Dictionary(), docs: new Growable(Int32Array) },
      ]),
    ) as Record<SingleFacet, SingleColumn>;
    this.multi = Object.fromEntries(
      MULTI_FACETS.map((field) => [
        field,
        { dictionary: new Dictionary(), docs: new MultiValues() },
      ]),
    ) as Record<MultiFacet, MultiColumn>;
    this.placeOffsets.push(0);
    this.valueDocs = Object.fromEntries(
      FACET_FIELDS.map((field) => [field, [] as Growable<Uint32Array>[]]),
    ) as Record<FacetField, Growable<Uint32Array>[]>;
  }

  private addValueDoc(field: FacetField, id: number, doc: number): void {
    const lists = this.valueDocs[field];
    let list = lists[id];
    if (!list) {
      list = new Growable(Uint32Array, 4);
      lists[id] = list;
    }
    list.push(doc);
  }

  get size(): number {
    return this.positionIds.length;
  }

  get liveCount(): number {
    return this.size - this.deadCount;
  }

  docFor(positionId: number): number | undefined {
    return this.docOf.get(positionId);
  }

  recordOf(doc: number): PositionRecord | undefined {
    const json = this.records.get(doc);
    return json === undefined ? undefined : (JSON.parse(json) as PositionRecord);
  }

  remove(positionId: number): void {
    const doc = this.docOf.get(positionId);
    if (doc === undefined) return;
    this.docOf.delete(positionId);
    this.version += 1;
    if (this.openUntil.array[doc] !== -Infinity) {
      this.openUntil.array[doc] = -Infinity;
      this.deadCount += 1;
    }
  }

  // Adds (or replaces) a position. Private ones are not searchable and are not kept.
  upsert(row: IndexRow): void {
    this.remove(row.id);
    if (row.isPrivate) return;
    this.version += 1;
    const doc = this.size;
    this.docOf.set(row.id, doc);
    this.positionIds.push(row.id);
    const closes = Math.min(
      row.validThrough ? row.validThrough.getTime() : Infinity,
      row.archivedAt ? row.archivedAt.getTime() : Infinity,
    );
    this.openUntil.push(closes);
    this.postedAt.push(row.postedAt.getTime());
    this.microsite.docs.push(
      row.microsite === null ? -1 : this.microsite.dictionary.idOf(row.microsite),
    );
    this.records.push(JSON.stringify(toPositionRecord(row)));
    if (row.workLocationOption === 'remote') this.remoteDocs.push(doc);

    const single: Record<SingleFacet, string | null> = {
      department: row.department,
      team: row.team,
      seniority: row.seniority,
      employment_type: row.employmentType,
      work_location_option: row.workLocationOption,
    };
    for (const field of SINGLE_FACETS) {
      const value = single[field];
      const column = this.single[field];
      const id = value === null ? -1 : column.dictionary.idOf(value);
      column.docs.push(id);
      if (id >= 0) this.addValueDoc(field, id, doc);
    }
    const multi: Record<MultiFacet, Set<string>> = {
      country: new Set(row.locations.map((place) => place.countryCode)),
      city: new Set(row.locations.map((place) => place.city)),
      skills: new Set(row.skills),
    };
    for (const field of MULTI_FACETS) {
      const column = this.multi[field];
      const ids = [...multi[field]].map((value) => column.dictionary.idOf(value));
      column.docs.addDoc(ids);
      for (const id of ids) this.addValueDoc(field, id, doc);
    }
    this.remoteCountries.docs.addDoc(
      row.workLocationOption === 'remote'
        ? row.remoteCountries.map((code) => this.remoteCountries.dictionary.idOf(code))
        : [],
    );

    for (const place of row.locations) {
      this.placeDoc.push(doc);
      this.placeLat.push(place.lat);
      this.placeLng.push(place.lng);
      this.placeCity.push(this.multi.city.dictionary.idOf(place.city));
      this.placeCountry.push(this.multi.country.dictionary.idOf(place.countryCode));
    }
    this.placeOffsets.push(this.placeDoc.length);
    if (this.hasTree && this.placeDoc.length - this.treeSize > PENDING_PLACES_LIMIT) {
      this.buildTree();
    }

    this.addText(doc, row.title, 'en', FIELD_TITLE);
    for (const skill of row.skills) this.addText(doc, skill, 'en', FIELD_SKILLS);
    this.addText(doc, `${row.department} ${row.team ?? ''}`, 'en', FIELD_DEPARTMENT);
    for (const place of row.locations) {
      this.addText(
        doc,
        `${place.city} ${place.region ?? ''} ${place.countryCode} ${countryName(place.countryCode)}`,
        'en',
        FIELD_LOCATION,
      );
    }
    this.addText(doc, row.descriptionText, 'en', FIELD_DESCRIPTION);
    for (const [language, version] of Object.entries(row.translations)) {
      this.addText(doc, version.title, language, FIELD_TITLE);
      this.addText(doc, version.descriptionText, language, FIELD_DESCRIPTION);
    }
  }

  private postingsOf(term: string): Postings {
    let postings = this.terms.get(term);
    if (!postings) {
      postings = new Postings();
      this.terms.set(term, postings);
      this.sortedTerms = null;
    }
    return postings;
  }

  // Indexing reads every word of every description: each word's postings are remembered per
  // language, so a word seen before costs one lookup (not a stem lookup and a term lookup).
  private addText(doc: number, text: string, language: string, field: number): void {
    let targets = this.wordTargets.get(language);
    if (!targets) {
      targets = new Map();
      this.wordTargets.set(language, targets);
    }
    const known = targets;
    forEachWord(text, (word) => {
      let postings = known.get(word);
      if (postings === undefined) {
        postings = wordTerms(word, language).map((term) => this.postingsOf(term));
        if (known.size < MAX_REMEMBERED_WORDS) known.set(word, postings);
      }
      for (let at = 0; at < postings.length; at += 1) postings[at]?.add(doc, field);
    });
  }

  // The date order and how many documents it covers (those numbered after it came later). It is
  // sorted again once more than a tenth of the documents, and at least 1,000, are newer.
  dateOrdered(): Uint32Array {
    if (this.size - this.dateOrder.length > Math.max(1000, this.size / 10)) this.sortByDate();
    return this.dateOrder;
  }

  sortByDate(): void {
    const posted = this.postedAt.array;
    const order = Array.from({ length: this.size }, (_, doc) => doc);
    order.sort((a, b) => (posted[b] ?? 0) - (posted[a] ?? 0) || a - b);
    this.dateOrder = Uint32Array.from(order);
  }

  // Places added since the last build are scanned linearly (see PENDING_PLACES_LIMIT).
  buildTree(): void {
    this.hasTree = true;
    const count = this.placeDoc.length;
    if (count === 0) {
      this.tree = null;
      this.treeSize = 0;
      return;
    }
    const tree = new KDBush(count, 64, Float64Array);
    const lat = this.placeLat.array;
    const lng = this.placeLng.array;
    for (let place = 0; place < count; place += 1) tree.add(lng[place] ?? 0, lat[place] ?? 0);
    this.tree = tree.finish();
    this.treeSize = count;
  }

  // Terms starting with `prefix`, most frequent first.
  termsWithPrefix(prefix: string, limit: number): string[] {
    if (!this.sortedTerms) this.sortedTerms = [...this.terms.keys()].sort();
    const sorted = this.sortedTerms;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let at = low; at < sorted.length; at += 1) {
      const term = sorted[at] ?? '';
      if (!term.startsWith(prefix)) break;
      found.push(term);
    }
    if (found.length <= limit) return found;
    return found
      .sort((a, b) => (this.terms.get(b)?.length ?? 0) - (this.terms.get(a)?.length ?? 0))
      .slice(0, limit);
  }
}
