import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const webFeatures = 'apps/web/src/features';
// Every folder under features/ is a feature, guarded from the day it is created (decision 030).
const webFeatureNames = readdirSync(new URL(webFeatures, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Repeated in each server block below, because a later block's no-restricted-imports replaces an
// earlier one's for the files both match.
const drizzleOnlyInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
  message: 'Only *.repository.ts files and src/db/ use Drizzle and the schema.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tsbuild/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: { project: '**/tsconfig.json', noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Workspaces: contracts depend on nothing of ours; apps never import each other.
            { target: 'packages/contracts', from: ['apps', 'packages/forms'] },
            { target: 'packages/forms', from: ['apps', 'packages/contracts'] },
            // The forms core runs on the server; it never reaches into the React half.
            {
              target: 'packages/forms/src/core',
              from: 'packages/forms/src/react',
              message: '@careers/forms/core is pure TypeScript; React lives in src/react.',
            },
            {
              target: 'packages/forms/src/demo',
              from: 'packages/forms/src/react',
              message: 'The demo forms are data: the server seeds them.',
            },
            { target: 'apps/web', from: 'apps/server' },
            { target: 'apps/server', from: 'apps/web' },
            // shared → features → app, one way (docs/ARCHITECTURE.md).
            { target: 'apps/web/src/shared', from: ['apps/web/src/features', 'apps/web/src/app'] },
            { target: webFeatures, from: 'apps/web/src/app' },
            ...webFeatureNames.map((area) => ({
              target: `${webFeatures}/${area}`,
              from: webFeatures,
              except: [`./${area}`],
              message: 'A feature does not import another feature; compose them in src/app.',
            })),
            {
              target: 'apps/server/src/modules',
              from: ['apps/server/src/app.ts', 'apps/server/src/server.ts', 'apps/server/src/cli'],
            },
            // http/ is plumbing; modules use it, never the other way round.
            {
              target: 'apps/server/src/http',
              from: 'apps/server/src/modules',
              message: 'http/ is plumbing only; request context lives in modules/auth.',
            },
          ],
        },
      ],
    },
  },
  // handler → service → repository (docs/ARCHITECTURE.md). Only repositories and db/ touch
  // Drizzle or the schema; services never see Fastify; handlers and the CLI never call a
  // repository.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/testing/**',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [drizzleOnlyInRepositories],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            drizzleOnlyInRepositories,
            {
              group: ['fastify', 'fastify-plugin', '@fastify/*', '**/http/*'],
              message: 'A service takes plain values; Fastify stays in *.routes.ts and plugins.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.routes.ts', 'apps/server/src/cli/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            drizzleOnlyInRepositories,
            {
              group: ['**/*.repository'],
              message: 'A handler (or CLI command) calls a service, never a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Decision 008: the barrel re-exports every call object, and with them zod; the web app
      // names the subpath it needs so its first script stays free of zod.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@careers/contracts',
              message:
                "Import a subpath ('@careers/contracts/wire', '/auth', '/shell', …), never the barrel (decision 008).",
            },
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                "Use shared/i18n/use-translation: react-i18next's copies the i18next instance on every mount.",
            },
            {
              name: 'react-aria-components',
              importNames: ['Link'],
              message:
                'Use shared/ui/link: the server renders its markup without the interaction hooks (decision 024).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'packages/forms/src/react/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['packages/forms/src/react/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The forms core validates on the server too: no React, no DOM.
    files: ['packages/forms/src/core/**/*.ts', 'packages/forms/src/demo/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'i18next', 'pdfjs-dist'],
              message: 'Core is pure TypeScript.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage'],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
);
