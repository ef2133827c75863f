// Checked once, before any schema sees the input, so no call can pass a value that
// PostgreSQL refuses (NUL bytes) or that is not text at all (unpaired surrogates), and no input
// can be nested deeply enough to exhaust the stack of code that walks it.
export const MAX_INPUT_DEPTH = 64;

export type InputProblem = { kind: 'too_deep' } | { kind: 'bad_text'; path: string };

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NUL = String.fromCharCode(0);

export function isSafeText(text: string): boolean {
  return !text.includes(NUL) && !UNPAIRED_SURROGATE.test(text);
}

// Iterative, so the walk itself cannot overflow whatever the depth.
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: input, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as (typeof stack)[number];
    if (typeof value === 'string') {
      if (!isSafeText(value)) return { kind: 'bad_text', path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'too_deep' };
    for (const [key, inner] of Object.entries(value)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return { kind: 'bad_text', path: innerPath };
      stack.push({ value: inner, path: innerPath, depth: depth + 1 });
    }
  }
  return null;
}
