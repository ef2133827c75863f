import http from 'node:http';
import { CSRF_COOKIE, HEADER_CSRF_TOKEN, chatCall } from '@careers/contracts';
import { decode, failure, newBrowser, send, type Browser } from './lib/bench-browser';
import { prepareDataDir } from './lib/data-dir';
import { checkBudget, percentile } from './lib/report';
import { startServer, stopServer } from './lib/server';

// Budget: the offline assistant answers in ≤ 100 ms p99. 8 visitors (keep-alive,
// one message in flight each) send a mix of English and German messages — searches with places,
// pay and filters, refinements, questions about an open job, vague wishes — for DURATION_MS after
// a warm-up, on PGlite with the demo's positions; the time is to the answer's last line.
// The call holds a flood per visitor (20 a minute) and per address: each message comes from an
// address of its own (X-Forwarded-For, TRUST_PROXY) and each client becomes a new visitor (a new
// page view, not timed) every VISITOR_MESSAGES messages, so the limits never answer 429 here.
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const WARM_UP_MS = 2000;
const BUDGET_MS = 100;
const DOMAIN = 'northwind.example';
const VISITOR_MESSAGES = 18;

const MESSAGES: Record<string, unknown>[] = [
  { message: 'senior data engineer jobs in Berlin' },
  { message: 'remote marketing roles paying at least €60,000 a year' },
  { message: 'Ich suche eine Teilzeitstelle als Pflegefachkraft in München' },
  { message: 'find me a job' },
  { message: 'nurse jobs near London' },
  { message: 'Remote-Jobs im Vertrieb, mindestens 50.000 €' },
  { message: 'only remote ones', search: null },
  { message: 'what does it pay?', positionId: '2' },
  { message: 'Ist das remote?', positionId: '3' },
  { message: 'internship in design' },
  { message: 'what can you do?' },
  { message: 'entry level customer success jobs in Austin, TX' },
];

let forwarded = 0;
const nextAddress = () => {
  forwarded += 1;
  return `10.${(forwarded >> 16) & 255}.${(forwarded >> 8) & 255}.${forwarded & 255}`;
};

async function becomeVisitor(browser: Browser, baseUrl: string): Promise<Browser> {
  browser.cookies.clear();
  const page = await send(browser, new URL(`/careers?domain=${DOMAIN}`, baseUrl));
  if (page.status !== 200) throw new Error(failure('GET /careers', page));
  return browser;
}

async function ask(
  browser: Browser,
  baseUrl: string,
  body: Record<string, unknown>,
): Promise<number> {
  const answer = await send(browser, new URL(chatCall.path, baseUrl), {
    method: 'POST',
    json: { domain: DOMAIN, ...body },
    headers: {
      [HEADER_CSRF_TOKEN]: browser.cookies.get(CSRF_COOKIE) ?? '',
      'x-forwarded-for': nextAddress(),
    },
  });
  if (answer.status !== 200) throw new Error(failure(`POST ${chatCall.path}`, answer));
  if (!decode(answer).includes('"type":"done"')) throw new Error('The answer has no last line.');
  return answer.latencyMs;
}

const sent = new Map<Browser, number>();

async function run(browsers: Browser[], baseUrl: string, durationMs: number): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + durationMs;
  await Promise.all(
    browsers.map(async (browser, client) => {
      for (let turn = client; performance.now() < deadline; turn++) {
        const count = sent.get(browser) ?? 0;
        if (count === VISITOR_MESSAGES) await becomeVisitor(browser, baseUrl);
        sent.set(browser, (count % VISITOR_MESSAGES) + 1);
        latencies.push(await ask(browser, baseUrl, MESSAGES[turn % MESSAGES.length]!));
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const { dataDir, cleanUp } = await prepareDataDir();
const server = await startServer({ dataDir, env: { TRUST_PROXY: '1' } });
const browsers: Browser[] = [];
try {
  for (let i = 0; i < CLIENTS; i++) {
    const browser = newBrowser(new http.Agent({ keepAlive: true, maxSockets: 1 }));
    browsers.push(await becomeVisitor(browser, server.url));
  }
  await run(browsers, server.url, WARM_UP_MS);
  const latencies = await run(browsers, server.url, DURATION_MS);
  const seconds = DURATION_MS / 1000;
  console.log(
    `${chatCall.path}: ${latencies.length} messages in ${seconds} s (${Math.round(latencies.length / seconds)}/s) with ${CLIENTS} clients`,
  );
  console.log(
    `${chatCall.path}: p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p90 ${percentile(latencies, 0.9).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms, max ${latencies.at(-1)?.toFixed(2)} ms`,
  );
  checkBudget(
    `POST ${chatCall.path} (offline) p99 at ${CLIENTS} clients`,
    percentile(latencies, 0.99),
    BUDGET_MS,
    'ms',
  );
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  for (const browser of browsers) browser.agent.destroy();
  await stopServer(server);
  cleanUp();
}
