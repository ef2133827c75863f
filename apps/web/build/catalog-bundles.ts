// Which catalog areas each part of the app needs, read from the source at build time: the areas
// whose keys (string literals starting `'<area>.`) appear in the files a part reaches through its
// imports, static or dynamic. Nothing to declare by hand, so nothing to forget: a component that
// starts using another area's keys brings that area's catalog into every page that renders it.
//
// The parts: `shell`, everything the app's entry reaches short of a page (the router, the layout,
// the login modal, the error screen…), loaded when the app starts; one per page file
// (`app/pages/<name>.page.tsx`, named `<name>`), loaded with its page, without the shell's areas;
// and `esign`, the e-sign widget's own entry.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type CatalogBundles = Record<string, readonly string[]>;

export const SHELL_BUNDLE = 'shell';
export const ESIGN_BUNDLE = 'esign';
const PAGES_FOLDER = 'app/pages';
const PAGE_SUFFIX = '.page.tsx';

const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g;

export const areaKey = (area: string) =>
  area.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = join(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

type Reader = { areasOf: (root: string, stopAt: (file: string) => boolean) => Set<string> };

function sourceReader(areas: readonly string[]): Reader {
  const byKey = new Map(areas.map((area) => [areaKey(area), area]));
  const keyPattern = new RegExp(`['"\`](${[...byKey.keys()].join('|')})\\.[A-Za-z$]`, 'g');
  const files = new Map<string, { imports: string[]; areas: string[] }>();
  const read = (file: string) => {
    let found = files.get(file);
    if (!found) {
      const source = readFileSync(file, 'utf8');
      found = {
        imports: [...source.matchAll(IMPORT_PATTERN)]
          .map((match) => resolveImport(file, match[1] ?? ''))
          .filter((resolved): resolved is string => resolved !== undefined),
        areas: [...source.matchAll(keyPattern)].map((match) => byKey.get(match[1] ?? '') ?? ''),
      };
      files.set(file, found);
    }
    return found;
  };
  return {
    areasOf(root, stopAt) {
      const seen = new Set<string>([root]);
      const queue = [root];
      const used = new Set<string>();
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const { imports, areas: inFile } = read(file);
        for (const area of inFile) used.add(area);
        for (const next of imports) {
          if (seen.has(next) || stopAt(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      return used;
    },
  };
}

// `srcFolder` is apps/web/src; `areas` the catalog's file names (kebab case, no `.json`).
export function catalogBundles(srcFolder: string, areas: readonly string[]): CatalogBundles {
  const reader = sourceReader(areas);
  const pagesFolder = join(srcFolder, PAGES_FOLDER);
  const isPage = (file: string) => dirname(file) === pagesFolder && file.endsWith(PAGE_SUFFIX);
  const sorted = (used: Set<string>) => [...used].sort();

  const shell = reader.areasOf(join(srcFolder, 'app/main.tsx'), isPage);
  const bundles: Record<string, readonly string[]> = { [SHELL_BUNDLE]: sorted(shell) };
  for (const file of readdirSync(pagesFolder).filter((name) => name.endsWith(PAGE_SUFFIX))) {
    const used = reader.areasOf(join(pagesFolder, file), isPage);
    for (const area of shell) used.delete(area);
    bundles[file.slice(0, -PAGE_SUFFIX.length)] = sorted(used);
  }
  bundles[ESIGN_BUNDLE] = sorted(
    reader.areasOf(join(srcFolder, 'app/esign-widget-main.tsx'), () => false),
  );
  return bundles;
}
