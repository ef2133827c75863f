// DESIGN §6: snake_case on the wire, camelCase in code; each side converts once.
export function toSnakeKey(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function toCamelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// Issue 5: input is refused past 64 levels before it gets here (the server's input guard); the
// bound keeps any other caller from overflowing the stack with hostile nesting.
export const MAX_KEY_CONVERSION_DEPTH = 256;

function convertKeys(value: unknown, convert: (key: string) => string, depth: number): unknown {
  if (depth > MAX_KEY_CONVERSION_DEPTH) throw new RangeError('Nested too deeply to convert');
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[convert(key)] = convertKeys(inner, convert, depth + 1);
  }
  return out;
}

export function keysToSnake(value: unknown): unknown {
  return convertKeys(value, toSnakeKey, 0);
}

export function keysToCamel(value: unknown): unknown {
  return convertKeys(value, toCamelKey, 0);
}
