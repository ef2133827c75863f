// snake_case on the wire, camelCase in code; each side converts once (docs/ARCHITECTURE.md).

// A reply converts the same few hundred keys again and again: each conversion is remembered,
// up to a bound, so keys from hostile input cannot grow the memory.
const REMEMBERED_KEYS = 5000;

function remembered(convert: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size < REMEMBERED_KEYS) known.set(key, converted);
    }
    return converted;
  };
}

export const toSnakeKey = remembered((key) =>
  key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase(),
);

export const toCamelKey = remembered((key) =>
  key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase()),
);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// Input is refused past 64 levels before it gets here (the server's input guard); the
// bound keeps any other caller from overflowing the stack with hostile nesting.
export const MAX_KEY_CONVERSION_DEPTH = 256;

function convertKeys(value: unknown, convert: (key: string) => string, depth: number): unknown {
  if (depth > MAX_KEY_CONVERSION_DEPTH) throw new RangeError('Nested too deeply to convert');
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    out[convert(key)] = convertKeys(value[key], convert, depth + 1);
  }
  return out;
}

export function keysToSnake(value: unknown): unknown {
  return convertKeys(value, toSnakeKey, 0);
}

export function keysToCamel(value: unknown): unknown {
  return convertKeys(value, toCamelKey, 0);
}
