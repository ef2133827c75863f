import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server renders React Aria's Button and Link as copies of their markup (decision 024) and
// reaches into one of React Aria's private modules (vite.config.ts, the press responder). A new
// React Aria version may change that markup or move that module: the versions are pinned exactly,
// and moved on purpose, with `server-stand-ins.test.tsx` run against the new one.
const PINNED = ['react-aria-components', 'react-aria'] as const;
const EXACT_VERSION = /^\d+\.\d+\.\d+$/;

const root = resolve(import.meta.dirname, '..');
const readJson = (path: string) =>
  JSON.parse(readFileSync(resolve(root, path), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };

describe('React Aria is pinned where the server stand-ins mirror it', () => {
  const manifest = readJson('apps/web/package.json');

  it.each(PINNED)('%s has an exact version, the one installed', (name) => {
    const wanted = manifest.dependencies?.[name] ?? '';
    expect(wanted).toMatch(EXACT_VERSION);
    expect(readJson(`node_modules/${name}/package.json`).version).toBe(wanted);
  });

  it('refuses a range', () => {
    expect('^1.22.1').not.toMatch(EXACT_VERSION);
    expect('~3.53.1').not.toMatch(EXACT_VERSION);
  });
});
