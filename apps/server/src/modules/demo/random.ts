// Demo data is deterministic. Each position draws from its own generator seeded by (seed,
// profile, index), so any slice of a run can be produced on its own.

export type Random = {
  // A number in [0, 1).
  next: () => number;
  // An integer in [min, max], both included.
  integer: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  // `count` distinct items in random order (all of them when there are fewer).
  sample: <T>(items: readonly T[], count: number) => T[];
};

// mulberry32: tiny, fast and good enough for demo data.
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const size = Math.min(count, pool.length);
    for (let index = 0; index < size; index++) {
      const swap = index + Math.floor(next() * (pool.length - index));
      const chosen = pool[swap] as T;
      pool[swap] = pool[index] as T;
      pool[index] = chosen;
    }
    return pool.slice(0, size);
  };
  return { next, integer, chance: (probability) => next() < probability, pick, sample };
}

// A well-spread 32-bit seed from several integers (murmur3's finaliser after each).
export function mixSeed(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

export type WeightedPicker<T> = { items: readonly T[]; cumulative: Float64Array; total: number };

export function createWeightedPicker<T>(
  items: readonly T[],
  weightOf: (item: T) => number,
): WeightedPicker<T> {
  const cumulative = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, index) => {
    total += Math.max(0, weightOf(item));
    cumulative[index] = total;
  });
  if (total <= 0) throw new Error('A weighted pick needs a positive total weight');
  return { items, cumulative, total };
}

// Binary search for the first cumulative weight above a uniform draw.
export function pickWeighted<T>(picker: WeightedPicker<T>, random: Random): T {
  const target = random.next() * picker.total;
  let low = 0;
  let high = picker.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((picker.cumulative[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  return picker.items[low] as T;
}
