import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudget } from './lib/report';
import { repoRoot } from './lib/server';

// Budget: the shell's initial JavaScript is at most 120 KB gzip — the entry
// script of the built index.html plus every chunk it imports statically (lazy chunks excluded).
const BUDGET_BYTES = 120 * 1024;
// Decision 008: none of that initial JavaScript is zod. Every zod schema is built by zod's core
// `$constructor("$ZodType", …)`, and minifiers keep string literals, so the class name is in
// any file that holds zod however it is bundled.
const ZOD_MARKER = '$ZodType';
const distDir = path.join(repoRoot, 'apps', 'web', 'dist');
const indexPath = path.join(distDir, 'index.html');

if (!existsSync(indexPath)) {
  console.error(`No ${path.relative(repoRoot, indexPath)}: run \`npm run build\` first.`);
  process.exit(1);
}

const html = readFileSync(indexPath, 'utf8');
const entryPaths = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => match[1]!);

// Minified ESM: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./y.js"`;
// `import("./z.js")` is lazy and not followed.
const STATIC_IMPORT =
  /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;

function toDistFile(url: string, fromFile?: string): string {
  if (url.startsWith('/')) return path.join(distDir, url);
  return path.resolve(path.dirname(fromFile ?? indexPath), url);
}

// The files a set of roots pulls in through static imports.
function staticClosure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) queue.push(toDistFile(match[1]!, file));
  }
  return seen;
}

const gzipSizeOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

const initial = staticClosure(entryPaths.map((url) => toDistFile(url)));
let total = 0;
for (const file of initial) {
  const gzipped = gzipSizeOf(file);
  total += gzipped;
  const raw = readFileSync(file).length;
  console.log(
    `${path.relative(distDir, file).padEnd(48)} ${kilobytes(raw).padStart(8)} KB raw ${kilobytes(gzipped).padStart(7)} KB gzip`,
  );
}

// Budgets: what a logged-out visitor's first view of a job page (≤ 90 KB) and of
// /careers (≤ 150 KB) downloads before they do anything. The entry loads the page view at once
// and the app (React and all: the start, the shell and the page's chunk) only on their first
// sign (decision 021), so the first view is the entry and the page view; what the first sign
// adds is printed beside it. bench/lighthouse.ts measures the same in a browser.
const FIRST_VIEW_BUDGET_KB = { 'job page': 90, '/careers': 150 } as const;
// What we keep that first view at, far inside both budgets: a change that grows it past this
// fails here, so that it is weighed and the growth paid back, not found a release later.
const FIRST_VIEW_MARK_KB = 7;
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

// The files `roots` pull in, following also their lazy imports of chunks named by `lazyChunk`.
function closureWith(roots: Iterable<string>, lazyChunk: RegExp): Set<string> {
  let files = new Set(roots);
  for (;;) {
    const lazy = [...files].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)]
        .filter((match) => lazyChunk.test(path.basename(match[1]!)))
        .map((match) => toDistFile(match[1]!, file)),
    );
    const grown = staticClosure([...files, ...lazy]);
    if (grown.size === files.size) return files;
    files = grown;
  }
}

const sizeOf = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + gzipSizeOf(file), 0) / 1024;
const firstView = closureWith(initial, /^page-view-/);
const firstViewKb = sizeOf(firstView);
for (const [page, pageChunk] of [
  ['job page', 'position\\.page'],
  ['/careers', 'jobs\\.page'],
] as const) {
  const onFirstSign = closureWith(firstView, new RegExp(`^(start|shell-root|${pageChunk})-`));
  console.log(
    `(info) ${page}, a logged-out visitor: ${kilobytes(firstViewKb * 1024)} KB gzip before any interaction (${firstView.size} files); the first sign loads ${kilobytes((sizeOf(onFirstSign) - firstViewKb) * 1024)} KB more (${onFirstSign.size - firstView.size} files)`,
  );
}

const cssFiles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)];
for (const match of cssFiles) {
  console.log(`(info) css ${match[1]!}: ${kilobytes(gzipSizeOf(toDistFile(match[1]!)))} KB gzip`);
}
checkBudget(`initial JavaScript (${initial.size} files)`, total / 1024, BUDGET_BYTES / 1024, 'KB');
for (const [page, budget] of Object.entries(FIRST_VIEW_BUDGET_KB))
  checkBudget(`${page} first view (logged out, before any interaction)`, firstViewKb, budget, 'KB');
checkBudget('first view, the mark we keep it at', firstViewKb, FIRST_VIEW_MARK_KB, 'KB');

const withZod = [...initial].filter((file) => readFileSync(file, 'utf8').includes(ZOD_MARKER));
for (const file of withZod)
  console.log(`FAIL zod in the initial JavaScript: ${path.relative(distDir, file)}`);
if (withZod.length > 0) process.exitCode = 1;
else console.log('PASS no zod in the initial JavaScript');
