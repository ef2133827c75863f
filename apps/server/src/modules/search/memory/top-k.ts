// The k best documents by (primary, secondary) descending, ties to the lower document number,
// in O(n log k): a page never needs the whole result set sorted.
export class TopK {
  private readonly docs: number[] = [];
  private readonly primary: number[] = [];
  private readonly secondary: number[] = [];

  constructor(private readonly k: number) {}

  // True when a ranks below b (the heap keeps the lowest-ranked at its root).
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
    for (const list of [this.docs, this.primary, this.secondary]) {
      const kept = list[a] ?? 0;
      list[a] = list[b] ?? 0;
      list[b] = kept;
    }
  }

  offer(doc: number, primary: number, secondary: number): void {
    if (this.k <= 0) return;
    if (this.docs.length < this.k) {
      this.docs.push(doc);
      this.primary.push(primary);
      this.secondary.push(secondary);
      let at = this.docs.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.below(at, parent)) break;
        this.swap(at, parent);
        at = parent;
      }
      return;
    }
    const rootPrimary = this.primary[0] ?? 0;
    const rootSecondary = this.secondary[0] ?? 0;
    const better =
      primary > rootPrimary ||
      (primary === rootPrimary &&
        (secondary > rootSecondary || (secondary === rootSecondary && doc < (this.docs[0] ?? 0))));
    if (!better) return;
    this.docs[0] = doc;
    this.primary[0] = primary;
    this.secondary[0] = secondary;
    let at = 0;
    const size = this.docs.length;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let lowest = at;
      if (left < size && this.below(left, lowest)) lowest = left;
      if (right < size && this.below(right, lowest)) lowest = right;
      if (lowest === at) break;
      this.swap(at, lowest);
      at = lowest;
    }
  }

  // Best first.
  sorted(): number[] {
    const order = this.docs.map((_, at) => at);
    order.sort((a, b) => (this.below(a, b) ? 1 : this.below(b, a) ? -1 : 0));
    return order.map((at) => this.docs[at] ?? 0);
  }
}
