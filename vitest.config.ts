import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Absolute, so `npm test -w <workspace>` (run from the workspace's folder) finds the same files.
const at = (path: string) => resolve(import.meta.dirname, path);

const serverTest = {
  root: at('apps/server'),
  include: ['src/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Migrates and seeds once per run (a PGlite dump, a PostgreSQL template), not once per file.
  globalSetup: ['src/testing/global-setup.ts'],
};

// The files that open a database, through the test harness (apps/server/src/testing: an app, a
// database, a server process or fixtures). The others test code alone: they would run the same
// on PostgreSQL as on PGlite.
const HARNESS_IMPORT =
  /from '(?:\.\.?\/)+(?:testing\/)?(?:test-app|test-database|server-process|fixtures)'/;
function databaseTestFiles(): string[] {
  const root = at('apps/server');
  return readdirSync(resolve(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/${file}`)
    .filter((file) => HARNESS_IMPORT.test(readFileSync(resolve(root, file), 'utf8')));
}

// The server tests that open a database, again on PostgreSQL, only when DATABASE_URL is set: each
// test file gets its own database created from DATABASE_URL and dropped afterwards.
const serverPostgres = process.env.DATABASE_URL
  ? [
      {
        test: {
          ...serverTest,
          include: databaseTestFiles(),
          name: 'server-postgres',
          env: { CAREERS_TEST_DRIVER: 'postgres' },
        },
      },
    ]
  : [];

// One runner for every workspace; `npm test -w <ws>` picks its project.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Most of a server
    // test's time is spent waiting on its database, its files or its child processes, so two
    // workers on two cores finish the suite in a little over half the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          root: at('packages/contracts'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The form toolkit: core runs in Node (the server validates with it), react in jsdom.
      {
        test: {
          name: 'forms-core',
          root: at('packages/forms'),
          include: ['src/core/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'forms-react',
          root: at('packages/forms'),
          include: ['src/react/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/react/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: { name: 'bench', root: at('bench'), include: ['**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'lint-rules',
          root: at('.'),
          include: ['scripts/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      { test: { ...serverTest, name: 'server', env: { CAREERS_TEST_DRIVER: 'pglite' } } },
      ...serverPostgres,
      at('apps/web/vite.config.ts'),
    ],
  },
});
