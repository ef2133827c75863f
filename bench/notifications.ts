import http from 'node:http';
import {
  devNotifyCall,
  HEADER_CSRF_TOKEN,
  NOTIFICATION_CATEGORIES,
  notificationBadgeCall,
  NOTIFICATIONS_LIST_MAX,
  notificationsCall,
} from '@careers/contracts';
import {
  cookieHeader,
  dataOf,
  logIn,
  newBrowser,
  readMailbox,
  send,
  waitFor,
} from './lib/bench-browser';
import { createCandidateLoad } from './lib/candidate-load';
import { prepareDataDir } from './lib/data-dir';
import { prepareSearchDatabase } from './lib/search-database';
import { checkBudget, percentile } from './lib/report';
import { startServer, stopServer } from './lib/server';

// Budgets: for a candidate with 1,000 notifications, at 8 concurrent clients,
// `notification_badge` p99 ≤ 5 ms and `notifications` p99 ≤ 15 ms. A fresh candidate logs in
// through the real calls, is given the notifications through the dev call (demo mode), and then
// each call is asked in a bounded loop of our own (keep-alive sockets, one request in flight per
// client) for DURATION_MS after a warm-up, as careers-html.ts does.
const CLIENTS = 8;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const WARM_UP_MS = 2000;
const DOMAIN = 'northwind.example';
const NOTIFICATIONS = 1000;
const SETUP_CONCURRENCY = 8;
const CALLS = [
  { name: 'notification_badge', path: notificationBadgeCall.path, budgetP99Ms: 5 },
  { name: 'notifications', path: notificationsCall.path, budgetP99Ms: 15 },
] as const;

// The candidate's browser: its cookies, on the setup connections (the measured requests use
// their own agent with the same cookies).
const setupAgent = new http.Agent({ keepAlive: true, maxSockets: SETUP_CONCURRENCY });
const browser = newBrowser(setupAgent);

function notificationText(index: number): string {
  return `Bench notification #${index + 1}.`;
}

// Setup, not measured: SETUP_CONCURRENCY at a time. Each also queues a mail (the candidate wants
// mail), so this then waits for the outbox to have sent the last ones before anything is timed.
async function notify(baseUrl: string, email: string, csrfToken: string) {
  let next = 0;
  const sender = async () => {
    while (next < NOTIFICATIONS) {
      const index = next;
      next += 1;
      const answer = await send(browser, new URL(devNotifyCall.path, baseUrl), {
        method: 'POST',
        headers: { [HEADER_CSRF_TOKEN]: csrfToken },
        json: {
          domain: DOMAIN,
          email,
          category: NOTIFICATION_CATEGORIES[index % NOTIFICATION_CATEGORIES.length],
          message: notificationText(index),
          action_required: index % 5 === 4,
          url: '/careers/offers',
        },
      });
      dataOf(`POST ${devNotifyCall.path} #${index + 1}`, answer);
    }
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, sender));
  const last = Array.from({ length: SETUP_CONCURRENCY }, (_, i) =>
    notificationText(NOTIFICATIONS - 1 - i),
  );
  await waitFor('the outbox to send the notification mails', 120_000, async () => {
    const mailbox = await readMailbox(setupAgent, baseUrl);
    const isSent = last.every((text) => mailbox.some((mail) => mail.text.includes(text)));
    return isSent ? true : undefined;
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

const load = createCandidateLoad(CLIENTS);
const measureAgent = load.agent;
const browserHeaders = () => ({
  cookie: cookieHeader(browser),
  'accept-encoding': 'br, gzip',
  'accept-language': 'en',
});

const runClients = (url: URL, durationMs: number) => load.run(url, browserHeaders(), durationMs);

// What the candidate sees: 1,000 unread, the newest NOTIFICATIONS_LIST_MAX listed.
async function checkAnswers(baseUrl: string): Promise<void> {
  const get = async (path: string) => {
    const reader = { agent: measureAgent, cookies: browser.cookies };
    return dataOf(`GET ${path}`, await send(reader, new URL(`${path}?domain=${DOMAIN}`, baseUrl)));
  };
  const badge = ((await get(notificationBadgeCall.path)) ?? {}) as { count?: unknown };
  if (badge.count !== NOTIFICATIONS) {
    throw new Error(`The badge counts ${String(badge.count)}, not ${NOTIFICATIONS}`);
  }
  const list = ((await get(notificationsCall.path)) ?? {}) as { notifications?: unknown[] };
  if (list.notifications?.length !== NOTIFICATIONS_LIST_MAX) {
    throw new Error(
      `The list has ${list.notifications?.length} notifications, not ${NOTIFICATIONS_LIST_MAX}`,
    );
  }
}

// `-- --postgres`: the same on a throwaway PostgreSQL (seeded with the demo) instead of PGlite.
const onPostgres = process.argv.includes('--postgres');
const cleanUps: (() => Promise<void> | void)[] = [];
async function startBenchServer() {
  if (!onPostgres) {
    const { dataDir, cleanUp } = await prepareDataDir();
    cleanUps.push(cleanUp);
    return startServer({ dataDir });
  }
  const database = await prepareSearchDatabase(2200, (cleanUp) => cleanUps.push(cleanUp));
  return startServer({ env: { DATABASE_URL: database.url } });
}
console.log(`Notifications on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
const server = await startBenchServer();
try {
  const email = `bench-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const csrfToken = await logIn(browser, server.url, email, DOMAIN);
  const setupStarted = performance.now();
  await notify(server.url, email, csrfToken);
  console.log(
    `${email}: ${NOTIFICATIONS} notifications given and mailed in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  await checkAnswers(server.url);
  for (const call of CALLS) {
    const url = new URL(`${call.path}?domain=${DOMAIN}`, server.url);
    await runClients(url, WARM_UP_MS);
    const latencies = (await runClients(url, DURATION_MS)).sort((a, b) => a - b);
    const seconds = DURATION_MS / 1000;
    console.log(
      `${call.name}: ${latencies.length} requests in ${seconds} s (${Math.round(latencies.length / seconds)} req/s) with ${CLIENTS} clients`,
    );
    console.log(
      `${call.name}: p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p90 ${percentile(latencies, 0.9).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms, max ${latencies.at(-1)!.toFixed(2)} ms`,
    );
    checkBudget(
      `${call.name} p99 at ${CLIENTS} clients, ${NOTIFICATIONS} notifications`,
      percentile(latencies, 0.99),
      call.budgetP99Ms,
      'ms',
    );
  }
  // Still what the candidate should see (the session lasted, nothing was marked viewed).
  await checkAnswers(server.url);
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  setupAgent.destroy();
  load.destroy();
  await stopServer(server);
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
}
