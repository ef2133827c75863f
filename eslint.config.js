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

const serverModules = 'apps/server/src/modules';
// Every folder under modules/ is a server module; what it offers the others is its
// <area>.public.ts (decision 030), guarded from the day the folder is created.
const serverModuleNames = readdirSync(new URL(serverModules, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverPublicFiles = serverModuleNames.map((area) => `./${area}/${area}.public.ts`);

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
            // A feature's per-call hooks (features/<area>/api/) are what it offers the others;
            // anything else of another feature is its own.
            ...webFeatureNames.map((area) => ({
              target: `${webFeatures}/${area}`,
              from: webFeatures,
              except: [`./${area}`, ...webFeatureNames.map((other) => `./${other}/api`)],
              message:
                "A feature imports only another feature's api/ hooks; compose anything else in src/app.",
            })),
            {
              target: 'apps/server/src/modules',
              from: ['apps/server/src/app.ts', 'apps/server/src/server.ts', 'apps/server/src/cli'],
            },
            // A module uses another only through its <area>.public.ts; tests may reach further in.
            ...serverModuleNames.map((area) => ({
              target: `${serverModules}/${area}/**/!(*.test).ts`,
              from: serverModules,
              except: [`./${area}`, ...serverPublicFiles],
              message: "A module imports another module's <area>.public.ts only.",
            })),
            // The CLI and app.ts / app-deps.ts likewise; app.ts also composes the plugins.
            {
              target: ['apps/server/src/cli/**/!(*.test).ts', 'apps/server/src/!(*.test).ts'],
              from: serverModules,
              except: [
                ...serverPublicFiles,
                ...serverModuleNames.map((area) => `./${area}/${area}.plugin.ts`),
                './area-plugins.generated.ts',
              ],
              message:
                "The CLI and app.ts import a module's <area>.public.ts (app.ts: its plugin).",
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
  // Inside modules/, a file's suffix says what it is; only these may read or write through a
  // repository. Anything else (plugins, handlers, helpers) calls one of them.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.service.ts',
      'apps/server/src/**/*.job.ts',
      'apps/server/src/**/*.seed.ts',
      'apps/server/src/**/*.test.ts',
      // A module's public API may hand out a repository function another module needs.
      'apps/server/src/**/*.public.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            drizzleOnlyInRepositories,
            {
              group: ['**/*.repository'],
              message:
                'Only *.repository.ts, *.service.ts, *.job.ts and *.seed.ts files import a repository; plugins, handlers and helpers call a service or job.',
            },
          ],
        },
      ],
    },
  },
  // Services, jobs (sweeps, schedulers, workers) and seeds (demo data) take plain values.
  {
    files: [
      'apps/server/src/**/*.service.ts',
      'apps/server/src/**/*.job.ts',
      'apps/server/src/**/*.seed.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            drizzleOnlyInRepositories,
            {
              group: ['fastify', 'fastify-plugin', '@fastify/*', '**/http/*'],
              message:
                'A service, job or seed takes plain values; Fastify stays in *.routes.ts and plugins.',
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
