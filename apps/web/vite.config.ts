/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { areaKey, catalogBundles, type CatalogBundles } from './build/catalog-bundles';

// Decision 014: the search and job pages paint from the server's HTML, so the app's scripts
// need not compete with it (the stylesheet, the hero, the logo) for the first bytes; they load
// at low priority and still run, in order, once the document is parsed.
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'careers:scripts-at-low-priority',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

// The catalogs are written one file per area and language (`locales/<language>/<area>.json`, the
// area's key in kebab case) so that an area, and a translator, works on its own files. The
// browser loads them per part of the app (build/catalog-bundles.ts works out which areas each part
// uses): `virtual:catalog-bundles` holds a loader per language and part, each part's catalog a
// chunk of its own. The server, and tests, take a whole language at once (`virtual:catalogs`).
const SRC_FOLDER = fileURLToPath(new URL('src/', import.meta.url));
const LOCALES_FOLDER = `${SRC_FOLDER}shared/i18n/locales/`;
const CATALOGS_ID = 'virtual:catalogs';
const BUNDLES_ID = 'virtual:catalog-bundles';
const CATALOG_PREFIX = 'virtual:catalog/';

function catalogsPerArea(): Plugin {
  const languages = () =>
    readdirSync(LOCALES_FOLDER, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  const areasOf = (language: string) =>
    readdirSync(`${LOCALES_FOLDER}${language}/`)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  // Worked out once per build; in the dev server, again after any source file changes.
  let bundles: CatalogBundles | undefined;
  const bundlesNow = () => (bundles ??= catalogBundles(SRC_FOLDER, areasOf('en')));
  const loader = (id: string) =>
    `() => import(${JSON.stringify(id)}).then((module) => module.default)`;
  return {
    name: 'careers:catalogs-per-area',
    watchChange: () => {
      bundles = undefined;
    },
    resolveId: (id) =>
      id === CATALOGS_ID || id === BUNDLES_ID || id.startsWith(CATALOG_PREFIX)
        ? `\0${id}`
        : undefined,
    load(id) {
      if (id === `\0${CATALOGS_ID}`) {
        const loaders = languages().map(
          (language) => `  ${JSON.stringify(language)}: ${loader(CATALOG_PREFIX + language)},`,
        );
        return `export default {\n${loaders.join('\n')}\n};\n`;
      }
      if (id === `\0${BUNDLES_ID}`) {
        const loaders = languages().map((language) => {
          const parts = Object.keys(bundlesNow()).map(
            (bundle) =>
              `${JSON.stringify(bundle)}: ${loader(`${CATALOG_PREFIX}${language}/${bundle}`)}`,
          );
          return `  ${JSON.stringify(language)}: {\n    ${parts.join(',\n    ')},\n  },`;
        });
        return `export default {\n${loaders.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${CATALOG_PREFIX}`)) return undefined;
      const [language = '', bundle] = id.slice(CATALOG_PREFIX.length + 1).split('/');
      const areas = bundle === undefined ? areasOf(language) : (bundlesNow()[bundle] ?? []);
      const catalog: Record<string, unknown> = {};
      for (const area of areas) {
        const file = `${LOCALES_FOLDER}${language}/${area}.json`;
        if (!existsSync(file)) continue;
        this.addWatchFile(file);
        catalog[areaKey(area)] = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      }
      return `export default ${JSON.stringify(catalog)};\n`;
    },
  };
}

// Decision 024: the context through which a trigger (DialogTrigger, MenuTrigger) hands its
// button its props. React Aria keeps it private; the server's Button stand-in must know when it
// is inside one. The same file React Aria's own modules import, so the same context.
const PRESS_RESPONDER_CONTEXT = fileURLToPath(
  new URL('../../node_modules/react-aria/dist/private/interactions/context.mjs', import.meta.url),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), scriptsAtLowPriority(), catalogsPerArea()],
  resolve: { alias: { '#react-aria-press-responder': PRESS_RESPONDER_CONTEXT } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // Every browser we support but Safari 16 preloads modules itself; the polyfill would be
    // 0.4 KB more of the first view for that one browser, which then only loads a little later.
    modulePreload: { polyfill: false },
    // The e-sign widget is a page of its own (esign.html), a second entry that shares chunks with
    // the app but loads none of its shell. The server build names its own entry.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            input: {
              index: fileURLToPath(new URL('index.html', import.meta.url)),
              esign: fileURLToPath(new URL('esign.html', import.meta.url)),
            },
          },
        }),
  },
  // The server-rendering build (decision 014) is one self-contained bundle: production React
  // whatever NODE_ENV the server runs with, and nothing to resolve at run time.
  ssr: { noExternal: true },
  // Vite leaves NODE_ENV to the server at run time in a server build; this one is production.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { proxy: { '/api': 'http://localhost:3000', '/vslog': 'http://localhost:3000' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // `npm test` runs these beside the server tests on two cores; a test that loads lazy chunks in
    // jsdom can then take several seconds without anything being wrong (no flaky tests).
    testTimeout: 20_000,
  },
}));
