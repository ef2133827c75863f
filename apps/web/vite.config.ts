/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
// area's key in kebab case) so that an area, and a translator, works on its own files; a
// language's files load as one chunk (`virtual:catalogs`), one request for the whole language.
const LOCALES_FOLDER = fileURLToPath(new URL('src/shared/i18n/locales/', import.meta.url));
const CATALOGS_ID = 'virtual:catalogs';
const CATALOG_PREFIX = 'virtual:catalog/';
const camelCase = (name: string) =>
  name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function catalogsPerArea(): Plugin {
  const languages = () =>
    readdirSync(LOCALES_FOLDER, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return {
    name: 'careers:catalogs-per-area',
    resolveId: (id) =>
      id === CATALOGS_ID || id.startsWith(CATALOG_PREFIX) ? `\0${id}` : undefined,
    load(id) {
      if (id === `\0${CATALOGS_ID}`) {
        const loaders = languages().map(
          (language) =>
            `  ${JSON.stringify(language)}: () => import(${JSON.stringify(CATALOG_PREFIX + language)}).then((module) => module.default),`,
        );
        return `export default {\n${loaders.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${CATALOG_PREFIX}`)) return undefined;
      const folder = `${LOCALES_FOLDER}${id.slice(CATALOG_PREFIX.length + 1)}/`;
      const catalog: Record<string, unknown> = {};
      for (const file of readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .sort()) {
        this.addWatchFile(folder + file);
        catalog[camelCase(file.slice(0, -'.json'.length))] = JSON.parse(
          readFileSync(folder + file, 'utf8'),
        ) as unknown;
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // `npm test` runs these beside the server tests on two cores; a test that loads lazy chunks in
    // jsdom can then take several seconds without anything being wrong (no flaky tests).
    testTimeout: 20_000,
  },
}));
