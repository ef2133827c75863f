import {
  BootDataSchema,
  CSRF_COOKIE,
  csrfCookieName,
  HEADER_CSRF_TOKEN,
  keysToCamel,
  type BootData,
} from '@careers/contracts';
import type { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { parseEnv, type Env } from '../env';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import { getConfigValue, setConfigValue } from '../modules/config/config.service';
import { createGroupCache, type GroupCache } from '../modules/config/group-cache.service';
import type { FileStore } from '../modules/files/file-store';
import { createLocalFileStore } from '../modules/files/local-file-store';
import { createSearchIndexes, type SearchIndexes } from '../modules/search/search-indexes.service';
import { pino } from 'pino';
import { createCandidate, type CandidateTraits } from './fixtures';
import { createTestDatabase } from './test-database';

export const TEST_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--app-head--></head><body><div id="root"></div></body></html>';

type TestClock = { now: () => Date; advance: (ms: number) => void };

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  groups: GroupCache;
  // Built before the app answers; pass `search.catchUp` as a position change's onChange.
  search: SearchIndexes;
  // The app's uploads: a folder of this test app's own unless the caller passed a store.
  files: FileStore;
  // Sets one config value as `careers config set` does and drops the group from the cache, so
  // the next request sees it (no waiting out the cache). Returns a function that restores it.
  setConfig: (domain: string, path: string, value: unknown) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

// A fresh app on a fresh copy of the seeded demo database (one per test file).
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  // Decision 014: tests of server rendering pass a renderer of their own; decision 017: a test
  // may pass a file store of its own.
  options: Pick<BuildAppOptions, 'renderer'> & { files?: FileStore } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  // Tests never write into the repository's ./data: DATA_DIR and the files in it live in a
  // temporary folder of this app's own, removed on close.
  const dataDir = await mkdtemp(join(tmpdir(), 'careers-test-app-'));
  const files = options.files ?? createLocalFileStore(join(dataDir, 'files'));
  let now = Date.parse('2026-11-21T10:00:00.000Z');
  const clock: TestClock = { now: () => new Date(now), advance: (ms) => (now += ms) };
  const env: Env = parseEnv({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO: '1',
    WEB_DIST: '/nonexistent-web-dist',
    // Job alert digests go out when a test runs them, never on a timer.
    JOB_ALERTS_INTERVAL_MS: '0',
    OFFERS_SWEEP_INTERVAL_MS: '0',
    INTERVIEW_REMINDERS_INTERVAL_MS: '0',
    APPLICATION_FOLLOW_UP_INTERVAL_MS: '0',
    DATA_DIR: dataDir,
    ...envOverrides,
  });
  const groups = createGroupCache(handle.db, () => clock.now().getTime());
  const search = createSearchIndexes({
    db: handle.db,
    env,
    clock: clock.now,
    logger: pino({ level: 'silent' }),
  });
  const app = await buildApp({
    env,
    db: handle.db,
    databaseStats: handle.stats,
    indexHtml: TEST_TEMPLATE,
    clock: clock.now,
    groups,
    search,
    files,
    renderer: options.renderer ?? null,
  });
  // Built now, so a test's first search is answered by its engine; routes may still be added.
  search.start();
  await search.whenReady();
  const setConfig = async (domain: string, path: string, value: unknown) => {
    const before = await getConfigValue(handle.db, domain, path);
    await setConfigValue(handle.db, domain, path, value);
    groups.invalidate(domain);
    return async () => {
      await setConfigValue(handle.db, domain, path, before);
      groups.invalidate(domain);
    };
  };
  return {
    app,
    db: handle.db,
    clock,
    groups,
    search,
    files,
    setConfig,
    close: async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// What a visitor sends its requests through: an app in this process (app.inject), or a real
// server process over HTTP (testing/over-http.ts).
export type Injector = {
  inject: (options: InjectOptions & { url: string }) => Promise<LightMyRequestResponse>;
};

// A browser-like visitor: keeps cookies and the current CSRF token between calls.
export class Visitor {
  private readonly cookies = new Map<string, string>();
  csrfToken = '';

  constructor(
    private readonly app: Injector,
    readonly domain = 'northwind.example',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  // The same person, with the same cookies and token, through another app or server process.
  through(app: Injector): Visitor {
    const same = new Visitor(app, this.domain);
    for (const [name, value] of this.cookies) same.setCookie(name, value);
    same.csrfToken = this.csrfToken;
    return same;
  }

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const token = response.headers[HEADER_CSRF_TOKEN];
    if (typeof token === 'string') this.csrfToken = token;
    return response;
  }

  async page(path = `/careers?domain=${this.domain}`, headers: Record<string, string> = {}) {
    const response = this.remember(
      await this.app.inject({
        method: 'GET',
        url: path,
        headers: { cookie: this.cookieHeader, ...headers },
      }),
    );
    // Logged in, the page carries the token; logged out, the careers_csrf cookie (decision 006).
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(response.body)?.[1];
    this.csrfToken =
      token ??
      this.cookies.get(CSRF_COOKIE) ??
      this.cookies.get(csrfCookieName(true)) ??
      this.csrfToken;
    return response;
  }

  async get(url: string) {
    return this.remember(
      await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader } }),
    );
  }

  async post(url: string, body: unknown, headers: Record<string, string> = {}) {
    return this.send('POST', url, body, headers);
  }

  async send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    return this.remember(
      await this.app.inject({
        method,
        url,
        payload: body as Record<string, unknown>,
        headers: { cookie: this.cookieHeader, [HEADER_CSRF_TOKEN]: this.csrfToken, ...headers },
      }),
    );
  }
}

export async function latestCodeFor(db: Database, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /Your code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No login code mailed to ${email}`);
  return code;
}

export async function logIn(visitor: Visitor, db: Database, email: string): Promise<void> {
  if (!visitor.csrfToken) await visitor.page();
  const sent = await visitor.post('/api/auth/email_code', { email, domain: visitor.domain });
  if (sent.statusCode !== 200) throw new Error(`email_code ${sent.statusCode}: ${sent.body}`);
  const code = await latestCodeFor(db, email);
  const verified = await visitor.post('/api/auth/verify', { email, code, domain: visitor.domain });
  if (verified.statusCode !== 200)
    throw new Error(`verify ${verified.statusCode}: ${verified.body}`);
}

// The app reads boot data without zod, so every test that reads it holds the server to the
// contract.
export function readBootData(html: string): BootData {
  const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('No boot data in the page');
  return BootDataSchema.parse(JSON.parse(json));
}

// A candidate nobody else uses, logged in through the real login calls (tests that change a
// candidate get their own).
export async function logInNewCandidate(
  t: Pick<TestApp, 'app' | 'db'>,
  traits: CandidateTraits = {},
): Promise<{ visitor: Visitor; candidate: Awaited<ReturnType<typeof createCandidate>> }> {
  const candidate = await createCandidate(t.db, traits);
  const visitor = new Visitor(t.app, traits.domain);
  await logIn(visitor, t.db, candidate.email);
  return { visitor, candidate };
}

export type InjectedAnswer = { statusCode: number; body: string; json: () => unknown };

// The `data` of a 200 answer, read with the call's own response schema, so every test that
// reads an answer also holds the server to its contract.
export function dataOf<S extends z.ZodType>(
  call: { response: S },
  answer: InjectedAnswer,
): z.output<S> {
  if (answer.statusCode !== 200) {
    throw new Error(`Expected 200, got ${answer.statusCode}: ${answer.body}`);
  }
  return call.response.parse((keysToCamel(answer.json()) as { data: unknown }).data);
}
