import http from 'node:http';
import { matchDetailsCall, positionInsightsCall, searchCall } from '@careers/contracts';
import { cookieHeader, dataOf, logIn, newBrowser, send } from './lib/bench-browser';
import { createCandidateLoad } from './lib/candidate-load';
import { prepareDataDir } from './lib/data-dir';
import { measureCallP99 } from './lib/call-latency';
import { percentile } from './lib/report';
import { startServer, stopServer } from './lib/server';

// Budgets: match_details p99 ≤ 10 ms and position_insights p99 ≤ 20 ms at 8
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
  // Each answer is kept once worked out; the first ask of a position pays the whole work. 50
  // distinct open positions from a search, asked once each by 8 clients at a time, show it.
  const search = dataOf(
    'GET /api/pcsx/search',
    await send(browser, new URL(`${searchCall.path}?domain=${DOMAIN}&num=50`, server.url)),
  ) as { positions: { id: number }[] };
  const ids = search.positions.map((position) => position.id);
  for (const [call, budget] of BUDGETS) {
    const latencies: number[] = [];
    const queue = [...ids];
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          const url = new URL(`${call.path}?domain=${DOMAIN}&position_id=${id}`, server.url);
          const answer = await send(browser, url, { headers });
          if (answer.status !== 200) throw new Error(`${call.path} answered ${answer.status}`);
          latencies.push(answer.latencyMs);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    console.log(
      `${call.path} first ask of ${latencies.length} positions: p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms (budget ${budget} ms, for information)`,
    );
  }
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
