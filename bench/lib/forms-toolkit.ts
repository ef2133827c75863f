import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig } from 'vite';
import type * as FormsReact from '@careers/forms/react';
import { repoRoot } from './server';

export const FORMS_REACT_ENTRY = path.join(
  repoRoot,
  'packages',
  'forms',
  'src',
  'react',
  'index.ts',
);

/** Vite settings both benchmarks share: the app builds the toolkit with Vite (import.meta.glob). */
export const FORMS_BUILD_BASE: InlineConfig = {
  configFile: false,
  root: path.join(repoRoot, 'packages', 'forms'),
  mode: 'production',
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { runtime: 'automatic', development: false } },
};

const NODE_BUILD_DIR = path.join(repoRoot, 'node_modules', '.cache', 'careers-bench', 'forms-node');

/**
 * `@careers/forms/react` built as the app builds it, for Node: every package stays an import
 * (so the toolkit shares React, i18next and react-i18next with the benchmark), names are kept
 * (the render counts find components by name, profiles stay readable).
 */
export async function importFormsReactForNode(): Promise<typeof FormsReact> {
  await build({
    ...FORMS_BUILD_BASE,
    build: {
      ssr: FORMS_REACT_ENTRY,
      outDir: NODE_BUILD_DIR,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      rolldownOptions: {
        external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
        output: { entryFileNames: 'forms-react.js' },
      },
    },
  });
  const url = pathToFileURL(path.join(NODE_BUILD_DIR, 'forms-react.js')).href;
  return (await import(url)) as typeof FormsReact;
}
