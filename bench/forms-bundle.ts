import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';
import { FORMS_BUILD_BASE, FORMS_REACT_ENTRY } from './lib/forms-toolkit';
import { checkBudget } from './lib/report';

// Budget: `@careers/forms/react` adds ≤ 60 KB gzip to a page that uses it, with pdf.js,
// the e-sign frame and the phone metadata loaded lazily. The toolkit is built as the app builds
// it (Vite, minified, split) without what the app's first view already loads; a page that uses
// it loads the entry chunk and the chunks it imports statically.
const BUDGET_KB = 60;
const FIRST_VIEW_PACKAGES = [
  /^react(-dom)?(\/|$)/,
  /^react-aria(-components)?(\/|$)/,
  /^@react-(aria|stately|types)\//,
  /^@internationalized\//,
  /^i18next(\/|$)/,
  /^react-i18next(\/|$)/,
  /^dompurify(\/|$)/,
];
// Modules that must be lazy: pdf.js, libphonenumber's metadata (its data, not its code).
const MUST_BE_LAZY = [
  { what: 'pdf.js', pattern: /\/node_modules\/pdfjs-dist\// },
  { what: 'phone metadata', pattern: /\/node_modules\/libphonenumber-js\/metadata\.\w+\.json/ },
];
// The page's catalogs: the first render waits for them (English here).
const ENGLISH_CATALOGS = /\/(locales\/en\.json|core\/messages\/en\.ts)$/;

const isFirstViewPackage = (id: string) => FIRST_VIEW_PACKAGES.some((pattern) => pattern.test(id));

type Built = { chunks: Rolldown.OutputChunk[]; assets: Rolldown.OutputAsset[] };

async function buildPage(entry: string, plugins: Plugin[] = []): Promise<Built> {
  const result = await build({
    ...FORMS_BUILD_BASE,
    plugins,
    build: {
      write: false,
      outDir: 'dist-bench',
      emptyOutDir: false,
      minify: 'oxc',
      rolldownOptions: {
        input: { 'forms-react': entry },
        preserveEntrySignatures: 'exports-only',
        external: isFirstViewPackage,
      },
    },
  });
  const files = (Array.isArray(result) ? result : [result]).flatMap((output) =>
    'output' in output ? output.output : [],
  );
  return {
    chunks: files.filter((file) => file.type === 'chunk'),
    assets: files.filter((file) => file.type === 'asset'),
  };
}

const gzipKb = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length / 1024;
const rawKb = (code: string | Uint8Array) =>
  (typeof code === 'string' ? Buffer.byteLength(code) : code.byteLength) / 1024;

function staticClosure(chunks: readonly Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<Rolldown.OutputChunk>();
  const queue = chunks.filter((chunk) => chunk.isEntry);
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) queue.push(imported);
    }
  }
  return [...seen];
}

// Which package (or toolkit folder) a module is, for the table.
function ownerOf(id: string): string {
  const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage?.[1]) return inPackage[1];
  const inToolkit = /\/packages\/forms\/src\/(core|react\/[\w-]+)/.exec(id);
  return inToolkit?.[1] ? `forms/${inToolkit[1]}` : path.basename(id);
}

// A chunk's gzip split between its owners by their share of the rendered (unminified) code.
function owners(chunks: readonly Rolldown.OutputChunk[]): Map<string, number> {
  const shares = new Map<string, number>();
  for (const chunk of chunks) {
    const modules = Object.entries(chunk.modules);
    const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0);
    const size = gzipKb(chunk.code);
    for (const [id, module] of modules) {
      const owner = ownerOf(id);
      const share = rendered > 0 ? (size * module.renderedLength) / rendered : 0;
      shares.set(owner, (shares.get(owner) ?? 0) + share);
    }
  }
  return new Map([...shares].sort((a, b) => b[1] - a[1]));
}

function describe(chunk: Rolldown.OutputChunk): string {
  return [...owners([chunk])]
    .slice(0, 3)
    .map(([owner]) => owner)
    .join(', ');
}

const row = (name: string, raw: string, gzip: string, what = '') => {
  console.log(`${name.padEnd(44)} ${raw.padStart(9)} ${gzip.padStart(9)}  ${what}`);
};
const kb = (value: number) => `${value.toFixed(1)} KB`;

const { chunks, assets } = await buildPage(FORMS_REACT_ENTRY);
const initial = staticClosure(chunks);
const lazy = chunks.filter((chunk) => !initial.includes(chunk));
const initialKb = initial.reduce((sum, chunk) => sum + gzipKb(chunk.code), 0);

console.log(
  `@careers/forms/react for the browser, without the first view's ${FIRST_VIEW_PACKAGES.length} package groups (React, React Aria, i18next, DOMPurify):\n`,
);
row('static (a page that uses the toolkit loads)', 'raw', 'gzip');
for (const chunk of initial) row(chunk.fileName, kb(rawKb(chunk.code)), kb(gzipKb(chunk.code)));
row('  total', '', kb(initialKb));
console.log('\n  by package (gzip, split by each module’s share of its chunk):');
for (const [owner, size] of owners(initial)) {
  if (size >= 0.1) console.log(`    ${owner.padEnd(40)} ${kb(size).padStart(9)}`);
}
console.log('');
row('lazy (loaded on first use)', 'raw', 'gzip', 'holds');
for (const chunk of [...lazy].sort((a, b) => gzipKb(b.code) - gzipKb(a.code))) {
  row(chunk.fileName, kb(rawKb(chunk.code)), kb(gzipKb(chunk.code)), describe(chunk));
}
for (const asset of assets) {
  row(asset.fileName, kb(rawKb(asset.source)), kb(gzipKb(asset.source)), 'asset (fetched by URL)');
}

const catalogs = lazy.filter((chunk) => chunk.moduleIds.some((id) => ENGLISH_CATALOGS.test(id)));
const catalogKb = catalogs.reduce((sum, chunk) => sum + gzipKb(chunk.code), 0);
console.log(
  `\n(info) with the English catalogs the first render waits for (${catalogs.length} chunks): ${kb(initialKb + catalogKb)} gzip`,
);

// A page that only renders SimpleForm: what tree shaking leaves of the same entry.
const SIMPLE_PAGE = '\0bench-simple-form-page';
const simplePage: Plugin = {
  name: 'bench:simple-form-page',
  resolveId: (id) => (id === SIMPLE_PAGE ? id : undefined),
  load: (id) =>
    id === SIMPLE_PAGE
      ? `export { useDynamicForm, SimpleForm, loadFormsCatalog } from ${JSON.stringify(FORMS_REACT_ENTRY)};`
      : undefined,
};
const { chunks: simpleChunks } = await buildPage(SIMPLE_PAGE, [simplePage]);
const simpleKb = staticClosure(simpleChunks).reduce((sum, chunk) => sum + gzipKb(chunk.code), 0);
console.log(
  `(info) a page importing only useDynamicForm and SimpleForm: ${kb(simpleKb)} gzip static`,
);

console.log('');
checkBudget(`static @careers/forms/react (${initial.length} chunks)`, initialKb, BUDGET_KB, 'KB');
for (const { what, pattern } of MUST_BE_LAZY) {
  const found = initial.flatMap((chunk) => chunk.moduleIds.filter((id) => pattern.test(id)));
  const inLazy = lazy.some((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
  if (found.length > 0) {
    const files = found.map((id) => id.replace(/.*\/node_modules\//, ''));
    console.log(`FAIL ${what} in the static part: ${files.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `PASS ${what} not in the static part${inLazy ? ' (in a lazy chunk)' : ' (not bundled)'}`,
    );
  }
}
