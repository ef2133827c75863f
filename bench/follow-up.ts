import { loadavg } from 'node:os';
import {
  dashboardApplicationsCall,
  HEADER_CSRF_TOKEN,
  sendApplicationMessageCall,
} from '@careers/contracts';
import { newApplicant, openPositionIds, type Applicant } from './lib/applicant';
import { dataOf, failure, send, type Answer } from './lib/bench-browser';
import { prepareDataDir } from './lib/data-dir';
import {
  countCandidateMessages,
  countFollowUpWrites,
  insertFollowUpApplications,
  insertOneApplicationEach,
  insertPageApplications,
  runFollowUp,
  type PageMix,
} from './lib/follow-up-database';
import { openBenchDatabase, type BenchDatabase } from './lib/interview-database';
import { readProcessCpuMs } from './lib/process-cpu';
import { createRandom } from './lib/random';
import { checkBudget, latencySummary, machineFigures, writeResults } from './lib/report';
import { startServer, stopServer, type RunningServer } from './lib/server';

// The application follow-up (docs/product/application-follow-up.md) on PGlite, in three parts.
// 1. The applications page. CLIENTS candidates side by side (one request in flight each), each
//    with PAGE_APPLICATIONS applications of its own written straight into the tables (status
//    histories across the stages, notices and extensions, conversations on every fourth), each
//    asking dashboardApplicationsCall — the page's call — again and again: PAGE_WARM_UP each
//    first, then PAGE_REQUESTS each timed and for at least PAGE_DURATION_MS. Budget at 8 clients:
//    p99 ≤ 20 ms. The server keeps the answer in its read cache (decision 020) for a step of its
//    clock, so most of these are hits and each candidate misses once a step; the same run is
//    then made on a server with READ_CACHE_TTL_MS=0, every request read from the database, and
//    printed beside it (the budget is read on the server as it runs by default).
// 2. The overdue and closing job. JOB_APPLICATIONS applications written straight into the tables
//    (40% overdue, 20% past the closing limit, the rest not due: see insertFollowUpApplications);
//    one run of runApplicationFollowUp is timed. Budget: ≤ 30 s. A second run must notice and
//    close nothing. A first, untimed run before the rows are written clears whatever the demo's
//    own applications have due, so the timed run's work is the benchmark's rows alone.
// 3. Sending a message. CLIENTS clients side by side, each going round
//    MESSAGE_CANDIDATES_PER_CLIENT candidates of its own (each with one application) and sending
//    sendApplicationMessageCall for each in turn, MESSAGES_PER_CANDIDATE a candidate: under the 20 an hour a candidate may send,
//    so no request meets the limit. The first MESSAGE_WARM_UP_ROUNDS rounds are not counted.
//    Budget at 8 clients: p99 ≤ 30 ms. Afterwards every message answered 200 is checked to be
//    stored.
// The rows are written in this process while the server is stopped (PGlite admits one process
// to its folder); the candidates' sessions are in the database, so they stay logged in.
const BUDGET_CLIENTS = 8;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? BUDGET_CLIENTS);
const DOMAIN = 'northwind.example';
const PAGE_APPLICATIONS = 200;
const PAGE_WARM_UP = 20;
const PAGE_REQUESTS = 250;
// At least one step of the read cache's clock (10 s), so the misses come at their own rate.
const PAGE_DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const JOB_APPLICATIONS = 100_000;
const JOB_CANDIDATES = 1000;
const MESSAGE_CANDIDATES_PER_CLIENT = 20;
const MESSAGES_PER_CANDIDATE = 19;
const MESSAGE_WARM_UP_ROUNDS = 2;
const LOGINS_AT_ONCE = 10;
const BUDGETS = { pageP99Ms: 20, jobSeconds: 30, messageP99Ms: 30 };
const SEED = 20261129;

type MessageClient = { index: number; candidates: (Applicant & { applicationId: string })[] };

// New on every run, so a reused data folder's candidates are not met again.
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function inGroups<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let from = 0; from < count; from += LOGINS_AT_ONCE) {
    const indexes = Array.from(
      { length: Math.min(LOGINS_AT_ONCE, count - from) },
      (_, i) => from + i,
    );
    made.push(...(await Promise.all(indexes.map(make))));
  }
  return made;
}

// An address of its own for each (X-Forwarded-For behind TRUST_PROXY), so login limits count
// apart.
function logInCandidate(kind: 'page' | 'message', index: number, baseUrl: string) {
  const email = `bench-follow-up-${kind}-${runId}-${index}@example.com`;
  const address = `10.${kind === 'page' ? 4 : 5}.${index >> 8}.${index & 255}`;
  return newApplicant(baseUrl, email, DOMAIN, address);
}

type Timed = Answer & { latencyMs: number };
type Recorder = { latencies: number[]; failures: number; firstFailure: string | null };

function record(recorder: Recorder | null, what: string, answer: Timed) {
  if (!recorder) return;
  if (answer.status === 200) recorder.latencies.push(answer.latencyMs);
  else {
    recorder.failures += 1;
    recorder.firstFailure ??= failure(what, answer);
  }
}

const pageUrl = (baseUrl: string) =>
  new URL(`${dashboardApplicationsCall.path}?domain=${DOMAIN}`, baseUrl);

async function measurePage(clients: readonly Applicant[], server: RunningServer, label: string) {
  const url = pageUrl(server.url);
  for (const client of clients) {
    const page = dataOf(`${label} page`, await send(client, url)) as {
      applications: unknown[];
      inactive_applications: unknown[];
    };
    const shown = page.applications.length + page.inactive_applications.length;
    if (shown !== PAGE_APPLICATIONS) {
      throw new Error(`${client.email} sees ${shown} applications, not ${PAGE_APPLICATIONS}`);
    }
  }
  await Promise.all(
    clients.map(async (client) => {
      for (let done = 0; done < PAGE_WARM_UP; done += 1) {
        record(null, 'page', await send(client, url));
      }
    }),
  );
  const recorder: Recorder = { latencies: [], failures: 0, firstFailure: null };
  const pid = server.child.pid ?? 0;
  const cpuAtStart = readProcessCpuMs(pid);
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      const until = performance.now() + PAGE_DURATION_MS;
      for (let done = 0; done < PAGE_REQUESTS || performance.now() < until; done += 1) {
        record(recorder, `GET ${dashboardApplicationsCall.path}`, await send(client, url));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = readProcessCpuMs(pid) - cpuAtStart;
  const figures = latencySummary({
    latencies: recorder.latencies.sort((a, b) => a - b),
    seconds,
    failures: recorder.failures,
    firstFailure: recorder.firstFailure,
  });
  const serverCpuMsPerRequest = Math.round((cpuMs / (figures.requests || 1)) * 100) / 100;
  console.log(
    `applications page (${label}): ${figures.requests} requests in ${seconds.toFixed(1)} s (${figures.perSecond}/s) with ${clients.length} clients, ${figures.failures} failed: p50 ${figures.p50Ms.toFixed(2)} ms, p95 ${figures.p95Ms.toFixed(2)} ms, p99 ${figures.p99Ms.toFixed(2)} ms, max ${figures.maxMs.toFixed(2)} ms; the server's CPU ${serverCpuMsPerRequest} ms a request`,
  );
  if (recorder.firstFailure) console.log(`  first failure: ${recorder.firstFailure}`);
  return { ...figures, seconds: Math.round(seconds * 100) / 100, serverCpuMsPerRequest };
}

function sendMessage(candidate: Applicant & { applicationId: string }, baseUrl: string, n: number) {
  const path = sendApplicationMessageCall.path.replace(':id', candidate.applicationId);
  return send(candidate, new URL(path, baseUrl), {
    method: 'POST',
    headers: { [HEADER_CSRF_TOKEN]: candidate.csrfToken },
    json: {
      domain: DOMAIN,
      body: `Hello, I applied two days ago and wanted to ask about the next step (${n + 1}). Is there a date for the first interview yet, and is there anything more I should send?`,
      // A candidate's tenth with the resume it uploaded (the checks of owner and file).
      fileId: n % 10 === 9 ? candidate.resume.fileId : null,
    },
  });
}

async function measureMessages(clients: readonly MessageClient[], server: RunningServer) {
  const baseUrl = server.url;
  const rounds = async (from: number, to: number, recorder: Recorder | null) => {
    await Promise.all(
      clients.map(async (client) => {
        for (let round = from; round < to; round += 1) {
          for (const candidate of client.candidates) {
            const answer = await sendMessage(candidate, baseUrl, round);
            if (!recorder && answer.status !== 200) {
              throw new Error(failure('a warm-up message', answer));
            }
            record(recorder, `POST ${sendApplicationMessageCall.path}`, answer);
          }
        }
      }),
    );
  };
  await rounds(0, MESSAGE_WARM_UP_ROUNDS, null);
  const recorder: Recorder = { latencies: [], failures: 0, firstFailure: null };
  const pid = server.child.pid ?? 0;
  const cpuAtStart = readProcessCpuMs(pid);
  const started = performance.now();
  await rounds(MESSAGE_WARM_UP_ROUNDS, MESSAGES_PER_CANDIDATE, recorder);
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = readProcessCpuMs(pid) - cpuAtStart;
  const figures = latencySummary({
    latencies: recorder.latencies.sort((a, b) => a - b),
    seconds,
    failures: recorder.failures,
    firstFailure: recorder.firstFailure,
  });
  const serverCpuMsPerRequest = Math.round((cpuMs / (figures.requests || 1)) * 100) / 100;
  console.log(
    `send a message: ${figures.requests} requests in ${seconds.toFixed(1)} s (${figures.perSecond}/s) with ${clients.length} clients, ${figures.failures} failed: p50 ${figures.p50Ms.toFixed(2)} ms, p95 ${figures.p95Ms.toFixed(2)} ms, p99 ${figures.p99Ms.toFixed(2)} ms, max ${figures.maxMs.toFixed(2)} ms; the server's CPU ${serverCpuMsPerRequest} ms a request`,
  );
  if (recorder.firstFailure) console.log(`  first failure: ${recorder.firstFailure}`);
  return { ...figures, seconds: Math.round(seconds * 100) / 100, serverCpuMsPerRequest };
}

async function runJob(bench: BenchDatabase) {
  const now = new Date();
  const drained = await runFollowUp(bench, now);
  console.log(
    `job: a first run cleared what the demo had due: ${drained.noticed} noticed, ${drained.closed} closed in ${drained.seconds.toFixed(2)} s`,
  );
  const setupStarted = performance.now();
  const mix = await insertFollowUpApplications(bench, {
    count: JOB_APPLICATIONS,
    candidates: JOB_CANDIDATES,
    runId,
    now,
  });
  console.log(
    `job: ${JOB_APPLICATIONS} applications of ${JOB_CANDIDATES} candidates written in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s: ${mix.overdue} overdue, ${mix.closing} past the closing limit, ${mix.notDue} not due`,
  );
  const first = await runFollowUp(bench, now);
  console.log(
    `job: the timed run noticed ${first.noticed} and closed ${first.closed} in ${first.seconds.toFixed(2)} s (${first.cpuSeconds.toFixed(2)} s of CPU, the database's included)`,
  );
  const stored = await countFollowUpWrites(bench, runId, now);
  const second = await runFollowUp(bench, now);
  console.log(
    `job: a second run noticed ${second.noticed} and closed ${second.closed} in ${second.seconds.toFixed(2)} s`,
  );
  const problems = [
    first.noticed === mix.overdue ? null : `noticed ${first.noticed}, not ${mix.overdue}`,
    first.closed === mix.closing ? null : `closed ${first.closed}, not ${mix.closing}`,
    stored.overdue === mix.overdue ? null : `${stored.overdue} overdue notices recorded`,
    stored.closed === mix.closing ? null : `${stored.closed} applications closed in the table`,
    stored.notifications === mix.overdue + mix.closing
      ? null
      : `${stored.notifications} notifications, not ${mix.overdue + mix.closing}`,
    second.noticed === 0 && second.closed === 0
      ? null
      : `the second run noticed ${second.noticed} and closed ${second.closed}`,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0) {
    console.log(`FAIL job: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    applications: JOB_APPLICATIONS,
    candidates: JOB_CANDIDATES,
    mix,
    noticed: first.noticed,
    closed: first.closed,
    seconds: round(first.seconds),
    cpuSeconds: round(first.cpuSeconds),
    stored,
    secondRun: { noticed: second.noticed, closed: second.closed, seconds: round(second.seconds) },
    problems,
  };
}

console.log('Application follow-up on PGlite');
const startedAt = new Date();
const loadAtStart = loadavg()[0] ?? 0;
const { dataDir, cleanUp } = await prepareDataDir();
const serverEnv = { TRUST_PROXY: '1' };
let server: RunningServer | null = await startServer({ dataDir, env: serverEnv });
const pageClients: Applicant[] = [];
const messageClients: MessageClient[] = [];
const messageCandidates: Applicant[] = [];
try {
  const setupStarted = performance.now();
  pageClients.push(
    ...(await inGroups(CLIENTS, (index) => logInCandidate('page', index, server!.url))),
  );
  messageCandidates.push(
    ...(await inGroups(CLIENTS * MESSAGE_CANDIDATES_PER_CLIENT, (index) =>
      logInCandidate('message', index, server!.url),
    )),
  );
  const positionIds = await openPositionIds(pageClients[0]!, server.url, DOMAIN, PAGE_APPLICATIONS);
  console.log(
    `${pageClients.length} + ${messageCandidates.length} candidates logged in in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  await stopServer(server);
  server = null;

  const writeStarted = performance.now();
  const pageMixes: PageMix[] = [];
  const bench = await openBenchDatabase(dataDir, DOMAIN);
  try {
    const now = new Date();
    for (const [index, client] of pageClients.entries()) {
      pageMixes.push(
        await insertPageApplications(bench, {
          email: client.email,
          positionIds,
          runId,
          now,
          random: createRandom(SEED + index),
        }),
      );
    }
    const applicationIds = await insertOneApplicationEach(bench, {
      emails: messageCandidates.map((candidate) => candidate.email),
      positionIds,
      runId,
      now,
    });
    for (let index = 0; index < CLIENTS; index += 1) {
      const own = messageCandidates.slice(
        index * MESSAGE_CANDIDATES_PER_CLIENT,
        (index + 1) * MESSAGE_CANDIDATES_PER_CLIENT,
      );
      messageClients.push({
        index,
        candidates: own.map((candidate) => ({
          ...candidate,
          applicationId: applicationIds.get(candidate.email)!,
        })),
      });
    }
  } finally {
    await bench.close();
  }
  const pageMix = pageMixes[0]!;
  console.log(
    `${CLIENTS} × ${PAGE_APPLICATIONS} applications (the first: ${JSON.stringify(pageMix.byStatus)}, ${pageMix.historyRows} status changes, ${pageMix.updates} notices and extensions, ${pageMix.messages} messages) and ${messageCandidates.length} more written in ${((performance.now() - writeStarted) / 1000).toFixed(1)} s`,
  );

  server = await startServer({ dataDir, env: serverEnv });
  const page = await measurePage(pageClients, server, 'read cache on, as the server runs');
  const messages = await measureMessages(messageClients, server);
  await stopServer(server);
  server = null;
  server = await startServer({ dataDir, env: { ...serverEnv, READ_CACHE_TTL_MS: '0' } });
  const pageUncached = await measurePage(pageClients, server, 'READ_CACHE_TTL_MS=0');
  await stopServer(server);
  server = null;

  const checked = await openBenchDatabase(dataDir, DOMAIN);
  let job: Awaited<ReturnType<typeof runJob>>;
  let messagesStored: number;
  try {
    messagesStored = await countCandidateMessages(
      checked,
      messageClients.flatMap((client) =>
        client.candidates.map((candidate) => candidate.applicationId),
      ),
    );
    job = await runJob(checked);
  } finally {
    await checked.close();
  }
  const messagesSent =
    CLIENTS * MESSAGE_CANDIDATES_PER_CLIENT * MESSAGES_PER_CANDIDATE - messages.failures;
  const messagesRight = messagesStored === messagesSent && messages.failures === 0;
  console.log(
    `messages in the database: ${messagesStored} of the ${messagesSent} answered 200${messagesRight ? '' : ' — FAIL'}`,
  );
  if (!messagesRight) process.exitCode = 1;
  if (page.failures + pageUncached.failures > 0) process.exitCode = 1;

  console.log('');
  const rows: [string, string, string][] = [
    [
      `applications page p99, ${CLIENTS} clients`,
      `${page.p99Ms.toFixed(2)} ms`,
      `${BUDGETS.pageP99Ms} ms`,
    ],
    ['  the same, READ_CACHE_TTL_MS=0 (no budget)', `${pageUncached.p99Ms.toFixed(2)} ms`, '—'],
    [
      `follow-up job, ${JOB_APPLICATIONS.toLocaleString('en')} applications`,
      `${job.seconds.toFixed(2)} s`,
      `${BUDGETS.jobSeconds} s`,
    ],
    [
      `send a message p99, ${CLIENTS} clients`,
      `${messages.p99Ms.toFixed(2)} ms`,
      `${BUDGETS.messageP99Ms} ms`,
    ],
  ];
  for (const [name, figure, budget] of rows) {
    console.log(`${name.padEnd(48)} ${figure.padStart(12)}  budget ${budget}`);
  }
  console.log('');
  const pageWithin =
    checkBudget(
      `applications page p99 at ${CLIENTS} clients`,
      page.p99Ms,
      BUDGETS.pageP99Ms,
      'ms',
    ) && page.failures === 0;
  const jobWithin =
    checkBudget(
      `follow-up job over ${JOB_APPLICATIONS} applications`,
      job.seconds,
      BUDGETS.jobSeconds,
      's',
    ) && job.problems.length === 0;
  const messageWithin =
    checkBudget(
      `send a message p99 at ${CLIENTS} clients`,
      messages.p99Ms,
      BUDGETS.messageP99Ms,
      'ms',
    ) && messagesRight;

  writeResults(`follow-up${CLIENTS === BUDGET_CLIENTS ? '' : `-${CLIENTS}-clients`}`, {
    date: startedAt.toISOString(),
    machine: machineFigures(loadAtStart),
    database: 'pglite',
    clients: CLIENTS,
    applicationsPage: {
      applicationsPerCandidate: PAGE_APPLICATIONS,
      mixOfTheFirst: pageMix,
      warmUpPerClient: PAGE_WARM_UP,
      requestsPerClient: PAGE_REQUESTS,
      readCache: page,
      noReadCache: pageUncached,
      budgetP99Ms: BUDGETS.pageP99Ms,
      isWithin: pageWithin,
    },
    job: { ...job, budgetSeconds: BUDGETS.jobSeconds, isWithin: jobWithin },
    sendMessage: {
      candidatesPerClient: MESSAGE_CANDIDATES_PER_CLIENT,
      messagesPerCandidate: MESSAGES_PER_CANDIDATE,
      warmUpRounds: MESSAGE_WARM_UP_ROUNDS,
      ...messages,
      stored: messagesStored,
      budgetP99Ms: BUDGETS.messageP99Ms,
      isWithin: messageWithin,
    },
  });
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  for (const client of pageClients) client.agent.destroy();
  for (const candidate of messageCandidates) candidate.agent.destroy();
  if (server) await stopServer(server);
  cleanUp();
}
