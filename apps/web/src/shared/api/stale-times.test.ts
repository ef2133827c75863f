import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STALE_TIME } from './stale-times';

const SRC = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('cache freshness', () => {
  it('offers exactly 10 s, 30 s, 2 min, 5 min, 10 min, 1 h, 12 h, 1 day and infinite', () => {
    expect(Object.values(STALE_TIME)).toEqual([
      10_000,
      30_000,
      120_000,
      300_000,
      600_000,
      3_600_000,
      43_200_000,
      86_400_000,
      Infinity,
    ]);
  });

  it('is the only staleTime any query of the app has', () => {
    const names = Object.keys(STALE_TIME);
    const offenders = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bstaleTime\s*[:=]\s*([^,}\n]+)/g)]
        .map((match) => (match[1] ?? '').trim())
        .filter((value) => {
          const name = /^STALE_TIME\.(\w+)$/.exec(value)?.[1];
          return name === undefined || !names.includes(name);
        })
        .map((value) => `${relative(SRC, file)}: staleTime ${value}`),
    );
    expect(offenders).toEqual([]);
  });
});
