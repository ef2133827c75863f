import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A clone holds the repository and nothing else: a comment or a document that points at
// something outside it (the specification documents, the design notes, an issue tracker's
// numbers) sends the reader nowhere. Point into docs/product/, docs/decisions/ or
// docs/ARCHITECTURE.md instead.
const OUTSIDE_POINTERS: readonly { pattern: RegExp; says: string }[] = [
  { pattern: /\bspecs?\s*[123]\b/i, says: 'a specification document' },
  { pattern: /\bspec(ification)?\s*§/i, says: 'a specification section' },
  { pattern: /\bissues?\s*#?\d+/i, says: 'an issue number' },
  { pattern: /\bshared\/(spec|DESIGN|STYLE)\b/, says: 'a file outside the repository' },
  { pattern: /\bDESIGN\b|\bSTYLE\s*§|\bSTYLE\.md\b/, says: 'the design notes' },
];

// Files read: source, scripts and the pages a newcomer reads. Left out: decision records (dated
// history, kept as written), landed migrations (never edited) and data.
const CHECKED = /\.(ts|tsx|js|mjs|cjs|css|html|sh)$|(^|\/)(run|README\.md|ARCHITECTURE\.md)$/;
const SKIPPED =
  /^scripts\/no-external-references\.test\.ts$|^docs\/decisions\/|^apps\/server\/drizzle\/|(^|\/)node_modules\//;
const CHECKED_DOCS = /^docs\/(?!decisions\/).*\.md$|^bench\/README\.md$|^\.env\.example$/;

function findOutsidePointers(text: string): { line: number; says: string }[] {
  const found: { line: number; says: string }[] = [];
  text.split('\n').forEach((content, index) => {
    for (const { pattern, says } of OUTSIDE_POINTERS) {
      if (pattern.test(content)) found.push({ line: index + 1, says });
    }
  });
  return found;
}

const root = resolve(import.meta.dirname, '..');

function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((path) => path !== '' && !SKIPPED.test(path))
    .filter((path) => CHECKED.test(path) || CHECKED_DOCS.test(path));
}

describe('no pointers outside the repository', () => {
  it('finds each kind in a planted line, and leaves pointers inside the repository alone', () => {
    const planted = [
      '// Spec 1 §7: the decline reason is optional.',
      "describe('decline (spec 2 §4)', () => {});",
      '// Issue 12: the dashboard tabs.',
      '// (DESIGN §8) one transaction per change.',
      '// Migrations are committed (STYLE §9).',
      'See ../shared/spec/2-search-dashboard-profile.md.',
    ].join('\n');
    expect(findOutsidePointers(planted).map((hit) => hit.line)).toEqual([1, 2, 3, 4, 5, 6]);

    const inside = [
      '// The decline reason is optional (docs/product/offers-and-esign.md).',
      '// Decision 001 §5: the three login calls.',
      '// A DER SET (RFC 5652 §5.4).',
      "import { AppError } from '../shared/app-error';",
      "const style = 'display: none'; // the spec of the CSS property",
    ].join('\n');
    expect(findOutsidePointers(inside)).toEqual([]);
  });

  it('finds none in the source files and the documents a newcomer reads', () => {
    const offenders: string[] = [];
    for (const path of repositoryFiles()) {
      let text: string;
      try {
        text = readFileSync(resolve(root, path), 'utf8');
      } catch {
        continue; // deleted in the working tree
      }
      for (const { line, says } of findOutsidePointers(text)) {
        offenders.push(`${path}:${line} points at ${says}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
