import http from 'node:http';
import { matchDetailsCall, positionInsightsCall } from '@careers/contracts';
import { cookieHeader, dataOf, logIn, newBrowser, send } from './lib/bench-browser';
import { createCandidateLoad } from './lib/candidate-load';
import { prepareDataDir } from './lib/data-dir';
import { checkBudget, percentile } from './lib/report';
import { startServer, stopServer } from './lib/server';

// Issue 13 "Performance": match_details p99 ≤ 10 ms and position_insights p99 ≤ 20 ms at 8
// concurrent clients. Alex (the demo's profile: skills, experience, a place) logs in through the
// real calls; each call is asked for one open position by 8 clients (keep-alive, one request in
// flight each) for DURATION_MS after a warm-up, on PGlite with the demo's positions.
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const WARM_UP_MS = 2000;
const DOMAIN = 'northwind.example';
const POSITION_ID = process.env.BENCH_POSITION_ID ?? '2';
const BUDGETS: [typeof matchDetailsCall | typeof positionInsightsCall, number][] = [
  [matchDetailsCall, 10],
  [positionInsightsCall, 20],
];

const browser = newBrowser(new http.Agent({ keepAlive: true }));
const load = createCandidateLoad(CLIENTS);
const { dataDir, cleanUp } = await prepareDataDir();
const server = await startServer({ dataDir });
try {
  await logIn(browser, server.url, 'alex.morgan@example.com', DOMAIN);
  const headers = {
    cookie: cookieHeader(browser),
    'accept-encoding': 'br, gzip',
    'accept-language': 'en',
  };
  for (const [call, budget] of BUDGETS) {
    const url = new URL(`${call.path}?domain=${DOMAIN}&position_id=${POSITION_ID}`, server.url);
    const answer = dataOf(`GET ${call.path}`, await send(browser, url)) as Record<string, unknown>;
    if (call === matchDetailsCall && !answer.match) throw new Error('Alex has no match.');
    await load.run(url, headers, WARM_UP_MS);
    const latencies = (await load.run(url, headers, DURATION_MS)).sort((a, b) => a - b);
    const seconds = DURATION_MS / 1000;
    console.log(
      `${call.path}: ${latencies.length} requests in ${seconds} s (${Math.round(latencies.length / seconds)} req/s) with ${CLIENTS} clients`,
    );
    console.log(
      `${call.path}: p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p90 ${percentile(latencies, 0.9).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms, max ${latencies.at(-1)?.toFixed(2)} ms`,
    );
    checkBudget(
      `GET ${call.path} p99 at ${CLIENTS} clients`,
      percentile(latencies, 0.99),
      budget,
      'ms',
    );
  }
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  load.destroy();
  browser.agent.destroy();
  await stopServer(server);
  cleanUp();
}
