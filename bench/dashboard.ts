import http from 'node:http';
import {
  HEADER_CSRF_TOKEN,
  dashboardApplicationsCall,
  dashboardEventsCall,
  dashboardInterviewsCall,
  dashboardNudgesCall,
  dashboardReferralsCall,
  devApplicationCall,
} from '@careers/contracts';
import { cookieHeader, dataOf, logIn, newBrowser, send } from './lib/bench-browser';
import { createCandidateLoad } from './lib/candidate-load';
import { prepareDataDir } from './lib/data-dir';
import { measureCallP99 } from './lib/call-latency';
import { startServer, stopServer } from './lib/server';

// Budget: each dashboard call p99 ≤ 20 ms for a candidate with 200 applications at 8 concurrent
// clients. A new candidate logs in through the real calls and gets 200 applications (20 with an
// interview) from the demo-mode call; each dashboard call is then asked by 8 concurrent clients
// (keep-alive, one request in flight each) for DURATION_MS after a warm-up, one call after the
// other, on PGlite.
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const WARM_UP_MS = 2000;
const DOMAIN = 'northwind.example';
const APPLICATIONS = 200;
const WITH_INTERVIEW_EVERY = 10;
const BUDGET_P99_MS = 20;
const EMAIL = 'bench-dashboard@example.com';

const browser = newBrowser(new http.Agent({ keepAlive: true }));
const load = createCandidateLoad(CLIENTS);
const { dataDir, cleanUp } = await prepareDataDir();
const server = await startServer({ dataDir });
try {
  const csrfToken = await logIn(browser, server.url, EMAIL, DOMAIN);
  const started = performance.now();
  for (let index = 0; index < APPLICATIONS; index += 1) {
    const interview =
      index % WITH_INTERVIEW_EVERY === 0
        ? { inMinutes: (index - APPLICATIONS / 2) * 60, durationMinutes: 45, joinUrl: null }
        : null;
    const answer = await send(browser, new URL(devApplicationCall.path, server.url), {
      method: 'POST',
      json: { domain: DOMAIN, email: EMAIL, interview },
      headers: { [HEADER_CSRF_TOKEN]: csrfToken },
    });
    dataOf(`POST ${devApplicationCall.path}`, answer);
  }
  console.log(
    `dashboard: ${APPLICATIONS} applications made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const headers = {
    cookie: cookieHeader(browser),
    'accept-encoding': 'br, gzip',
    'accept-language': 'en',
  };
  for (const call of [
    dashboardApplicationsCall,
    dashboardInterviewsCall,
    dashboardNudgesCall,
    dashboardEventsCall,
    dashboardReferralsCall,
  ]) {
    const url = new URL(`${call.path}?domain=${DOMAIN}`, server.url);
    dataOf(`GET ${call.path}`, await send(browser, url));
    await measureCallP99(load, {
      name: call.path,
      url,
      headers,
      clients: CLIENTS,
      warmUpMs: WARM_UP_MS,
      durationMs: DURATION_MS,
      budgetMs: BUDGET_P99_MS,
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
