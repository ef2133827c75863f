import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = 3100;
export const baseURL = `http://localhost:${port}`;

// Workers load this file again; the main process creates the data folder once and passes it
// down through the environment so every run starts from a fresh demo seed (decision 001 §7).
const dataDirKey = 'CAREERS_E2E_DATA_DIR';
if (!process.env[dataDirKey]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careers-e2e-'));
  process.env[dataDirKey] = dataDir;
  // The web server is stopped after global teardown, so the folder goes only when we exit.
  process.on('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
  });
}

// Never download a browser; drive Debian's Chromium (decision 002).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // Journeys share no state: each logs in an address no other test uses (fixtures/test.ts), and
  // one that changes the group puts it back, so any test may run beside any other, in any order.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A journey's own waits are bounded by `expect`; the test's limit leaves room for a loaded 2-core
  // machine (axe waits out React Aria's 7 s live announcements several times in some journeys):
  // on a slow CI machine the longest journeys took 41–47 s of the 60 s this limit was.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    // The production path of `npm start`: the built web app and the bundled server.
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env[dataDirKey] ?? '',
      // e2e always runs on PGlite, even when CI exports a PostgreSQL URL for the server tests.
      DATABASE_URL: '',
      SMTP_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // API logins come from many addresses (fixtures/api-login.ts), as a site's visitors do:
      // the per-address login limits stay as they are and every journey can still log in.
      TRUST_PROXY: '1',
    },
  },
});
