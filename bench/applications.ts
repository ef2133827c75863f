import { loadavg } from 'node:os';
import {
  dashboardApplicationsCall,
  draftApplicationsCall,
  saveDraftApplicationCall,
  submitApplicationCall,
} from '@careers/contracts';
import {
  newApplicant,
  openPositionIds,
  saveDraft,
  submitApplication,
  type Applicant,
} from './lib/applicant';
import { dataOf, failure, send, type Answer } from './lib/bench-browser';
import { prepareDataDir } from './lib/data-dir';
import {
  checkBudget,
  latencySummary,
  machineFigures,
  percentile,
  writeResults,
} from './lib/report';
import { prepareSearchDatabase } from './lib/search-database';
import { startServer, stopServer } from './lib/server';

// Budgets: at 8 concurrent clients on the embedded database, saving a draft
// application p99 ≤ 20 ms and submitting an application (its resume uploaded before) p99 ≤ 50 ms.
// Each client is a fresh candidate of its own, logged in through the real calls, with its resume
// uploaded once and open positions of its own from the search. Each call is then asked a fixed
// number of times (keep-alive socket, one request in flight per client), after a warm-up:
// drafts first, saved again and again over the positions the client then applies to (as the
// form's autosave does), then one submit per position, each with a new idempotency key.
// The budgets are at 8; BENCH_CLIENTS=1 gives a call's own time, with nothing queued before it.
const BUDGET_CLIENTS = 8;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? BUDGET_CLIENTS);
const DOMAIN = 'northwind.example';
const DRAFT_SAVES = Number(process.env.BENCH_DRAFT_SAVES ?? 2000);
const WARM_UP_DRAFT_SAVES = 1000;
const SUBMITS_PER_CLIENT = Number(process.env.BENCH_SUBMITS_PER_CLIENT ?? 60);
const WARM_UP_SUBMITS_PER_CLIENT = 5;
const CALLS = {
  draftSave: { name: 'draft save', budgetP99Ms: 20 },
  submit: { name: 'application submit', budgetP99Ms: 50 },
} as const;
type CallName = keyof typeof CALLS;

// One candidate's browser: an applicant, and the open positions it has not applied to (the
// warm-up's first, then the measured ones).
type Client = Applicant & { index: number; positionIds: number[] };

// New on every run, so a reused data folder's candidates and idempotency keys are not met again.
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function submit(client: Client, baseUrl: string, positionId: number, number: number) {
  return submitApplication(
    client,
    baseUrl,
    positionId,
    number,
    `bench-${runId}-${client.index}-${positionId}`,
  );
}

async function newClient(index: number, baseUrl: string): Promise<Client> {
  const email = `bench-applications-${runId}-${index}@example.com`;
  return { ...(await newApplicant(baseUrl, email, DOMAIN)), index, positionIds: [] };
}

type Run = { latencies: number[]; seconds: number; failures: number; firstFailure: string | null };

// The clients at once, each `perClient` requests one after the other; `request(client, i)`
// makes its i-th (counted from `from`).
async function runClients(
  clients: readonly Client[],
  from: number,
  perClient: number,
  request: (client: Client, index: number) => Promise<Answer & { latencyMs: number }>,
): Promise<Run> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let index = from; index < from + perClient; index += 1) {
        const answer = await request(client, index);
        if (answer.status === 200) latencies.push(answer.latencyMs);
        else {
          failures += 1;
          firstFailure ??= failure(`client ${client.index} #${index}`, answer);
        }
      }
    }),
  );
  return {
    latencies: latencies.sort((a, b) => a - b),
    seconds: (performance.now() - started) / 1000,
    failures,
    firstFailure,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

// BENCH_LOG_LEVEL=info (which costs the server some time of its own): Fastify logs each request's
// responseTime, from its headers being read to its answer. PGlite runs its queries on the server's
// one thread, so a request that arrives while others are in the database waits before that clock
// starts: at 1 client the two figures agree; at 8, the difference is that queue.
const serverTimes = new Map<string, number[]>();
const requestRoutes = new Map<string, string>();
function readLogLine(line: string): void {
  let entry: {
    reqId?: string;
    req?: { method?: string; url?: string };
    res?: { statusCode?: number };
    responseTime?: number;
  };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return;
  }
  if (entry.reqId === undefined) return;
  if (entry.req?.url !== undefined) {
    requestRoutes.set(entry.reqId, `${entry.req.method} ${entry.req.url.split('?')[0]}`);
    return;
  }
  const route = requestRoutes.get(entry.reqId);
  if (route === undefined || entry.responseTime === undefined) return;
  requestRoutes.delete(entry.reqId);
  if (entry.res?.statusCode !== 200) return;
  const times = serverTimes.get(route) ?? [];
  times.push(entry.responseTime);
  serverTimes.set(route, times);
}

function takeServerTimes(route: string) {
  const times = (serverTimes.get(route) ?? []).sort((a, b) => a - b);
  serverTimes.clear();
  if (times.length === 0) return null;
  return {
    requests: times.length,
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    p99Ms: round(percentile(times, 0.99)),
    maxMs: round(times.at(-1) ?? Number.NaN),
  };
}

function printRun(call: CallName, run: Run, serverSide: ReturnType<typeof takeServerTimes>) {
  const { name, budgetP99Ms } = CALLS[call];
  const figures = latencySummary(run);
  console.log(
    `${name}: ${figures.requests} requests in ${run.seconds.toFixed(1)} s (${figures.perSecond} req/s) with ${CLIENTS} clients, ${figures.failures} failed`,
  );
  if (run.firstFailure) console.log(`  first failure: ${run.firstFailure}`);
  console.log(
    `${name}: p50 ${figures.p50Ms.toFixed(2)} ms, p95 ${figures.p95Ms.toFixed(2)} ms, p99 ${figures.p99Ms.toFixed(2)} ms, max ${figures.maxMs.toFixed(2)} ms`,
  );
  if (serverSide) {
    console.log(
      `${name} (server's own time): p50 ${serverSide.p50Ms.toFixed(2)} ms, p95 ${serverSide.p95Ms.toFixed(2)} ms, p99 ${serverSide.p99Ms.toFixed(2)} ms, max ${serverSide.maxMs.toFixed(2)} ms`,
    );
  }
  const isWithin = checkBudget(
    `${name} p99 at ${CLIENTS} clients`,
    figures.p99Ms,
    budgetP99Ms,
    'ms',
  );
  if (run.failures > 0) process.exitCode = 1;
  return { ...figures, serverSide, budgetP99Ms, isWithin: isWithin && run.failures === 0 };
}

// What each candidate should have after the run: every submit an application, no draft left.
async function checkOutcome(clients: readonly Client[], baseUrl: string, perClient: number) {
  for (const client of clients) {
    const query = `?domain=${DOMAIN}`;
    const dashboard = dataOf(
      dashboardApplicationsCall.path,
      await send(client, new URL(`${dashboardApplicationsCall.path}${query}`, baseUrl)),
    ) as { applications: unknown[]; inactive_applications: unknown[] };
    const applied = dashboard.applications.length + dashboard.inactive_applications.length;
    const { draft_applications: drafts } = dataOf(
      draftApplicationsCall.path,
      await send(client, new URL(`${draftApplicationsCall.path}${query}`, baseUrl)),
    ) as { draft_applications: unknown[] };
    if (applied !== perClient || drafts.length !== 0) {
      throw new Error(
        `${client.email} has ${applied} applications (not ${perClient}) and ${drafts.length} drafts (not 0)`,
      );
    }
  }
}

// `-- --postgres`: the same on a throwaway PostgreSQL (seeded with the demo) instead of PGlite.
const onPostgres = process.argv.includes('--postgres');
const cleanUps: (() => Promise<void> | void)[] = [];
async function startBenchServer() {
  const onLogLine = readLogLine;
  if (!onPostgres) {
    const { dataDir, cleanUp } = await prepareDataDir();
    cleanUps.push(cleanUp);
    return startServer({ dataDir, onLogLine });
  }
  const database = await prepareSearchDatabase(2200, (cleanUp) => cleanUps.push(cleanUp));
  return startServer({ env: { DATABASE_URL: database.url }, onLogLine });
}

console.log(`Applications on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
const startedAt = new Date();
// The other work on the machine as the run starts (the server and clients share its cores).
const loadAtStart = loadavg()[0] ?? 0;
const server = await startBenchServer();
const clients: Client[] = [];
try {
  const setupStarted = performance.now();
  clients.push(
    ...(await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) => newClient(index, server.url)),
    )),
  );
  // Each client: one position to check its answers on, the warm-up's, then the measured ones.
  const perClient = 1 + WARM_UP_SUBMITS_PER_CLIENT + SUBMITS_PER_CLIENT;
  const ids = await openPositionIds(clients[0]!, server.url, DOMAIN, CLIENTS * perClient);
  for (const client of clients) {
    client.positionIds = ids.slice(client.index * perClient, (client.index + 1) * perClient);
  }
  console.log(
    `${CLIENTS} candidates logged in with a resume each, ${ids.length} open positions found, in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  // The answers are what the server takes, before anything is timed.
  for (const client of clients) {
    const [positionId = 0] = client.positionIds;
    const draft = await saveDraft(client, server.url, positionId, 0);
    if (draft.status !== 200) throw new Error(failure('The first draft save', draft));
    const submitted = await submit(client, server.url, positionId, 0);
    if (submitted.status !== 200) throw new Error(failure('The first submit', submitted));
  }
  serverTimes.clear();

  // Drafts over the positions each client applies to later in the measured run.
  const measured = (client: Client) => client.positionIds.slice(1 + WARM_UP_SUBMITS_PER_CLIENT);
  const draftRequest = (client: Client, index: number) => {
    const positions = measured(client);
    return saveDraft(client, server.url, positions[index % positions.length]!, index);
  };
  const warmUpDrafts = Math.ceil(WARM_UP_DRAFT_SAVES / CLIENTS);
  await runClients(clients, 0, warmUpDrafts, draftRequest);
  serverTimes.clear();
  const drafts = await runClients(
    clients,
    warmUpDrafts,
    Math.ceil(DRAFT_SAVES / CLIENTS),
    draftRequest,
  );
  const draftSave = printRun(
    'draftSave',
    drafts,
    takeServerTimes(`PUT ${saveDraftApplicationCall.path}`),
  );

  const submitRequest = (client: Client, index: number) =>
    submit(client, server.url, client.positionIds[1 + index]!, index);
  await runClients(clients, 0, WARM_UP_SUBMITS_PER_CLIENT, submitRequest);
  serverTimes.clear();
  const submits = await runClients(
    clients,
    WARM_UP_SUBMITS_PER_CLIENT,
    SUBMITS_PER_CLIENT,
    submitRequest,
  );
  const submitFigures = printRun(
    'submit',
    submits,
    takeServerTimes(`POST ${submitApplicationCall.path}`),
  );

  await checkOutcome(clients, server.url, perClient);

  const figures = {
    date: startedAt.toISOString(),
    machine: machineFigures(loadAtStart),
    database: onPostgres ? 'postgres' : 'pglite',
    clients: CLIENTS,
    draftSave,
    submit: submitFigures,
  };
  const suffix = `${onPostgres ? '-postgres' : ''}${CLIENTS === BUDGET_CLIENTS ? '' : `-${CLIENTS}-clients`}`;
  writeResults(`applications${suffix}`, figures);
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  for (const client of clients) client.agent.destroy();
  await stopServer(server);
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
}
