import http from 'node:http';
import { matchDetailsCall, positionInsightsCall } from '@careers/contracts';
import { cookieHeader, dataOf, logIn, newBrowser, send } from './lib/bench-browser';
import { createCandidateLoad } from './lib/candidate-load';
import { prepareDataDir } from './lib/data-dir';
import { measureCallP99 } from './lib/call-latency';
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
    await measureCallP99(load, {
      name: call.path,
      url,
      headers,
      clients: CLIENTS,
      warmUpMs: WARM_UP_MS,
      durationMs: DURATION_MS,
      budgetMs: budget,
    });
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
