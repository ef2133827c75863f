import { describe, expect, it } from 'vitest';
import { findInputProblem, MAX_INPUT_DEPTH } from './input-guard';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('findInputProblem', () => {
  it('accepts ordinary text, including emoji (paired surrogates)', () => {
    expect(findInputProblem({ name: 'Zoë 👩‍💻', list: ['a', { b: 'c' }] })).toBeNull();
  });

  it('finds NUL bytes and unpaired surrogates, with the path of the field', () => {
    expect(findInputProblem({ namespace: 'a\u0000b' })).toEqual({
      kind: 'bad_text',
      path: 'namespace',
    });
    expect(findInputProblem({ metrics: [{ x: 'a\ud800' }] })).toEqual({
      kind: 'bad_text',
      path: 'metrics.0.x',
    });
    expect(findInputProblem({ x: '\udc00z' })).toMatchObject({ kind: 'bad_text' });
    expect(findInputProblem({ ['k\u0000']: 1 })).toMatchObject({ kind: 'bad_text' });
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toEqual({ kind: 'too_deep' });
    expect(findInputProblem(nested(100_000))).toEqual({ kind: 'too_deep' });
  });
});
