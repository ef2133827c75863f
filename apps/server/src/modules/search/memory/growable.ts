// Typed arrays that grow by doubling: the index appends documents as positions change, and a
// plain typed array cannot grow.
type TypedArray = Uint8Array | Uint32Array | Int32Array | Float32Array | Float64Array;
type TypedArrayConstructor<T extends TypedArray> = { new (length: number): T };

export class Growable<T extends TypedArray> {
  array: T;
  length = 0;

  constructor(
    private readonly Type: TypedArrayConstructor<T>,
    capacity = 16,
  ) {
    this.array = new Type(Math.max(4, capacity));
  }

  push(value: number): void {
    if (this.length === this.array.length) this.reserve(this.length * 2);
    this.array[this.length] = value;
    this.length += 1;
  }

  reserve(capacity: number): void {
    if (capacity <= this.array.length) return;
    const next = new this.Type(capacity);
    next.set(this.array.subarray(0, this.length));
    this.array = next;
  }

  // The filled part, without copying.
  view(): T {
    return this.array.subarray(0, this.length) as T;
  }
}

// A term's documents in ascending order with, per document, the fields it appears in.
export class Postings {
  docs: Uint32Array;
  fields: Uint8Array;
  length = 0;

  constructor(capacity = 4) {
    this.docs = new Uint32Array(capacity);
    this.fields = new Uint8Array(capacity);
  }

  // Documents are added in ascending order; a repeat of the last one merges its fields.
  add(doc: number, field: number): void {
    const last = this.length - 1;
    if (last >= 0 && this.docs[last] === doc) {
      this.fields[last] = (this.fields[last] ?? 0) | field;
      return;
    }
    if (this.length === this.docs.length) {
      const capacity = this.length * 2;
      const docs = new Uint32Array(capacity);
      docs.set(this.docs);
      const fields = new Uint8Array(capacity);
      fields.set(this.fields);
      this.docs = docs;
      this.fields = fields;
    }
    this.docs[this.length] = doc;
    this.fields[this.length] = field;
    this.length += 1;
  }
}

// Values of a field: strings numbered in order of first sight.
export class Dictionary {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();

  idOf(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }

  find(value: string): number | undefined {
    return this.ids.get(value);
  }
}

// Several values per document (skills, countries): offsets into one values array.
export class MultiValues {
  readonly offsets = new Growable(Uint32Array);
  readonly values = new Growable(Uint32Array);

  constructor() {
    this.offsets.push(0);
  }

  addDoc(valueIds: Iterable<number>): void {
    for (const id of valueIds) this.values.push(id);
    this.offsets.push(this.values.length);
  }
}
