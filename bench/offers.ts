import http from 'node:http';
import { offersCall } from '@careers/contracts';
import { cookieHeader, dataOf, logIn, newBrowser, send } from './lib/bench-browser';
import { createCandidateLoad } from './lib/candidate-load';
import { prepareDataDir } from './lib/data-dir';
import { checkBudget, percentile } from './lib/report';
import { startServer, stopServer } from './lib/server';

// Budget: `GET /api/offer/offers` p99 ≤ 15 ms. Alex (the demo's seven offers, one
// with six documents) logs in through the real calls; the list is then asked by 8 concurrent
// clients (keep-alive, one request in flight each) for DURATION_MS after a warm-up, on PGlite.
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const WARM_UP_MS = 2000;
const DOMAIN = 'northwind.example';
const BUDGET_P99_MS = 15;

const browser = newBrowser(new http.Agent({ keepAlive: true }));
const load = createCandidateLoad(CLIENTS);
const { dataDir, cleanUp } = await prepareDataDir();
const server = await startServer({ dataDir });
try {
  await logIn(browser, server.url, 'alex.morgan@example.com', DOMAIN);
  const url = new URL(`${offersCall.path}?domain=${DOMAIN}`, server.url);
  const offers = dataOf(`GET ${offersCall.path}`, await send(browser, url)) as unknown[];
  if (offers.length < 7) throw new Error(`Alex has ${offers.length} offers, not 7`);
  const headers = {
    cookie: cookieHeader(browser),
    'accept-encoding': 'br, gzip',
    'accept-language': 'en',
  };
  await load.run(url, headers, WARM_UP_MS);
  const latencies = (await load.run(url, headers, DURATION_MS)).sort((a, b) => a - b);
  const seconds = DURATION_MS / 1000;
  console.log(
    `offers: ${latencies.length} requests in ${seconds} s (${Math.round(latencies.length / seconds)} req/s) with ${CLIENTS} clients, ${offers.length} offers`,
  );
  console.log(
    `offers: p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p90 ${percentile(latencies, 0.9).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms, max ${latencies.at(-1)?.toFixed(2)} ms`,
  );
  checkBudget(
    `GET ${offersCall.path} p99 at ${CLIENTS} clients`,
    percentile(latencies, 0.99),
    BUDGET_P99_MS,
    'ms',
  );
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  load.destroy();
  browser.agent.destroy();
  await stopServer(server);
  cleanUp();
}
