import { Growable } from './growable';

// Each document's search result as JSON, UTF-8 bytes in large buffers outside the JavaScript
// heap: a million results kept as strings were most of the heap, and every full garbage
// collection walked them (a pause in the middle of searches). A page decodes its ten.
const CHUNK_BYTES = 32 * 1024 * 1024;

export class RecordStore {
  private readonly chunks: Buffer[] = [];
  private used: number;
  // Per document: its chunk × chunkBytes + its offset, and its length in bytes.
  private readonly starts = new Growable(Float64Array);
  private readonly lengths = new Growable(Uint32Array);

  constructor(private readonly chunkBytes = CHUNK_BYTES) {
    this.used = chunkBytes;
  }

  get size(): number {
    return this.starts.length;
  }

  push(json: string): void {
    const bytes = Buffer.byteLength(json);
    if (bytes > this.chunkBytes) throw new Error(`A search record of ${bytes} bytes is too large`);
    if (this.used + bytes > this.chunkBytes) {
      this.chunks.push(Buffer.allocUnsafeSlow(this.chunkBytes));
      this.used = 0;
    }
    const chunk = this.chunks.length - 1;
    this.chunks[chunk]?.write(json, this.used);
    this.starts.push(chunk * this.chunkBytes + this.used);
    this.lengths.push(bytes);
    this.used += bytes;
  }

  get(doc: number): string | undefined {
    if (doc < 0 || doc >= this.starts.length) return undefined;
    const start = this.starts.array[doc] ?? 0;
    const chunk = Math.floor(start / this.chunkBytes);
    const offset = start - chunk * this.chunkBytes;
    return this.chunks[chunk]?.toString('utf8', offset, offset + (this.lengths.array[doc] ?? 0));
  }
}
