// The k best documents by (primary, secondary) descending, ties to the lower document number,
// in O(n log k): a page never needs the whole result set sorted. Every document of a search
// without text is offered, so an offer that loses to the root returns after one comparison and
// nothing is allocated past the constructor.
export class TopK {
  private readonly docs: Uint32Array;
  private readonly primary: Float64Array;
  private readonly secondary: Float64Array;
  private size = 0;

  constructor(private readonly k: number) {
    const capacity = Math.max(0, k);
    this.docs = new Uint32Array(capacity);
    this.primary = new Float64Array(capacity);
    this.secondary = new Float64Array(capacity);
  }

  // True when the entry at a ranks below the one at b (the heap keeps the lowest at its root).
  private below(a: number, b: number): boolean {
    const pa = this.primary[a] ?? 0;
    const pb = this.primary[b] ?? 0;
    if (pa !== pb) return pa < pb;
    const sa = this.secondary[a] ?? 0;
    const sb = this.secondary[b] ?? 0;
    if (sa !== sb) return sa < sb;
    return (this.docs[a] ?? 0) > (this.docs[b] ?? 0);
  }

  private swap(a: number, b: number): void {
    const doc = this.docs[a] ?? 0;
    const primary = this.primary[a] ?? 0;
    const secondary = this.secondary[a] ?? 0;
    this.docs[a] = this.docs[b] ?? 0;
    this.primary[a] = this.primary[b] ?? 0;
    this.secondary[a] = this.secondary[b] ?? 0;
    this.docs[b] = doc;
    this.primary[b] = primary;
    this.secondary[b] = secondary;
  }

  offer(doc: number, primary: number, secondary: number): void {
    if (this.size < this.k) {
      let at = this.size;
      this.size += 1;
      this.docs[at] = doc;
      this.primary[at] = primary;
      this.secondary[at] = secondary;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.below(at, parent)) break;
        this.swap(at, parent);
        at = parent;
      }
      return;
    }
    if (this.k <= 0) return;
    const rootPrimary = this.primary[0] ?? 0;
    if (primary < rootPrimary) return;
    if (primary === rootPrimary) {
      const rootSecondary = this.secondary[0] ?? 0;
      if (secondary < rootSecondary) return;
      if (secondary === rootSecondary && doc >= (this.docs[0] ?? 0)) return;
    }
    this.docs[0] = doc;
    this.primary[0] = primary;
    this.secondary[0] = secondary;
    let at = 0;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let lowest = at;
      if (left < this.size && this.below(left, lowest)) lowest = left;
      if (right < this.size && this.below(right, lowest)) lowest = right;
      if (lowest === at) break;
      this.swap(at, lowest);
      at = lowest;
    }
  }

  // The primary value an offer must reach to enter: -Infinity until k entries are in, Infinity
  // when k is 0.
  floor(): number {
    if (this.k <= 0) return Infinity;
    return this.size === this.k ? (this.primary[0] ?? 0) : -Infinity;
  }

  // Best first.
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, at) => at);
    order.sort((a, b) => (this.below(a, b) ? 1 : this.below(b, a) ? -1 : 0));
    return order.map((at) => this.docs[at] ?? 0);
  }
}
