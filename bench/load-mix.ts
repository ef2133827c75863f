import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  acceptOfferCall,
  changeJobCartCall,
  CSRF_COOKIE,
  chatCall,
  dashboardApplicationsCall,
  declineOfferCall,
  devExtendOfferCall,
  HEADER_CSRF_TOKEN,
  notificationBadgeCall,
  notificationsCall,
  offerCall,
  offersCall,
  positionDetailsCall,
  profileEditCall,
  savePositionCall,
  searchCall,
} from '@careers/contracts';
import { multipart } from '@careers/server/testing/multipart';
import {
  newApplicant,
  openPositionIds,
  saveDraft,
  submitApplication,
  type Applicant,
} from './lib/applicant';
import { dataOf, failure, newBrowser, send, type Answer, type Browser } from './lib/bench-browser';
import { prepareDataDir } from './lib/data-dir';
import { jobPagePaths } from './lib/job-pages';
import { readCpuByRole, type ProcessInfo } from './lib/process-cpu';
import { checkBudget, latencySummary, machineFigures, writeResults } from './lib/report';
import { prepareSearchDatabase } from './lib/search-database';
import { startServer, stopServer, type RunningServer } from './lib/server';

// The whole site under a crowd (decision 004): CANDIDATES candidates, each logged in through the
// real calls from an address of its own (X-Forwarded-For behind TRUST_PROXY, as behind the
// reverse proxy of docs/deploy.md), go round a candidate's journey with one request in flight
// and no pause: a search, a job page, its details, saving it, the cart, a draft and the
// submit of an application to it, notifications, offers (each has one, which it signs or
// declines once), and now and then a message to the chat assistant. A warm-up, then
// DURATION_MS measured. Budgets: no request fails, on PGlite with one process and on PostgreSQL
// with one and with two (WORKERS=2); and two processes serve at least 1.6× the requests per
// second of one, side by side on the same PostgreSQL in one run. Afterwards every answered
// submit, signature and decline is checked to be there.
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 200);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 60_000);
const WARM_UP_MS = 10_000;
const DOMAIN = 'northwind.example';
const BUDGET_RATIO = 1.6;
const LOGINS_AT_ONCE = 10;
// The assistant holds a flood at 20 messages a minute per reader: a person's pace is far below.
const CHAT_EVERY_MS = 5000;
const SEARCH_WORDS = ['engineer', 'nurse', 'sales', 'designer', '', 'manager', 'data', 'remote'];
const CHAT_MESSAGES = [
  'senior data engineer jobs in Berlin',
  'remote marketing roles',
  'what can you do?',
  'nurse jobs near London',
];

const RUNS = ['pglite', 'postgres-1', 'postgres-2'] as const;
type RunName = (typeof RUNS)[number];
const { values } = parseArgs({ options: { runs: { type: 'string', default: RUNS.join(',') } } });
const chosen = values.runs.split(',').map((name) => name.trim());
for (const name of chosen) {
  if (!(RUNS as readonly string[]).includes(name))
    throw new Error(`--runs: one of ${RUNS.join(', ')}`);
}
const runs = RUNS.filter((name) => chosen.includes(name));

// New on every run, so a reused database's candidates and idempotency keys are not met again.
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Candidate = Applicant & {
  index: number;
  offerId: string;
  // What the candidate was told was done: checked against the database afterwards.
  submitted: number;
  offerAnswer: 'accepted' | 'declined' | null;
  lastChatAt: number;
};

type Recorder = {
  measuring: boolean;
  latencies: Map<string, number[]>;
  failures: number;
  firstFailure: string | null;
};

function record(recorder: Recorder, call: string, answer: Answer & { latencyMs: number }) {
  if (answer.status !== 200) {
    recorder.failures += 1;
    recorder.firstFailure ??= failure(call, answer);
    return false;
  }
  if (recorder.measuring) {
    const latencies = recorder.latencies.get(call) ?? [];
    latencies.push(answer.latencyMs);
    recorder.latencies.set(call, latencies);
  }
  return true;
}

async function newCandidate(
  run: RunName,
  index: number,
  baseUrl: string,
  employer: Browser,
): Promise<Candidate> {
  const email = `load-${run}-${runId}-${index}@example.com`;
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const applicant = await newApplicant(baseUrl, email, DOMAIN, address);
  // A name, as a candidate's profile has one: a typed signature must match it.
  const named = await send(applicant, new URL(profileEditCall.path, baseUrl), {
    method: 'POST',
    headers: { [HEADER_CSRF_TOKEN]: applicant.csrfToken },
    json: {
      domain: DOMAIN,
      opSection: 'contact',
      operation: 'edit',
      opData: { value: { firstName: 'Robin', lastName: `Tester ${index}` } },
    },
  });
  dataOf(profileEditCall.path, named);
  // The employer's offer, through the demo's call for this machine (no candidate address).
  const offer = dataOf(
    devExtendOfferCall.path,
    await send(employer, new URL(devExtendOfferCall.path, baseUrl), {
      method: 'POST',
      headers: { [HEADER_CSRF_TOKEN]: employer.cookies.get(CSRF_COOKIE) ?? '' },
      json: { domain: DOMAIN, email, expiresInDays: 14 },
    }),
  ) as { enc_id: string };
  return {
    ...applicant,
    index,
    offerId: offer.enc_id,
    submitted: 0,
    offerAnswer: null,
    lastChatAt: 0,
  };
}

async function answerOffer(candidate: Candidate, baseUrl: string, recorder: Recorder) {
  const url = (callPath: string) => new URL(callPath.replace(':id', candidate.offerId), baseUrl);
  const headers = { [HEADER_CSRF_TOKEN]: candidate.csrfToken };
  if (candidate.index % 2 === 0) {
    const form = await multipart({
      domain: DOMAIN,
      typedSignature: `Robin Tester ${candidate.index}`,
      termsAccepted: 'true',
    });
    const answer = await send(candidate, url(acceptOfferCall.path), {
      method: 'POST',
      headers: { ...headers, ...form.headers },
      body: form.payload,
    });
    if (record(recorder, 'offer sign', answer)) candidate.offerAnswer = 'accepted';
  } else {
    const answer = await send(candidate, url(declineOfferCall.path), {
      method: 'POST',
      headers,
      json: { domain: DOMAIN },
    });
    if (record(recorder, 'offer decline', answer)) candidate.offerAnswer = 'declined';
  }
}

// One round of the journey, on the round's position.
async function journeyRound(
  candidate: Candidate,
  round: number,
  position: { id: number; page: string },
  baseUrl: string,
  recorder: Recorder,
) {
  const at = (callPath: string, query = '') =>
    new URL(`${callPath}?domain=${DOMAIN}${query}`, baseUrl);
  const write = { method: 'POST', headers: { [HEADER_CSRF_TOKEN]: candidate.csrfToken } };
  const word = SEARCH_WORDS[(candidate.index + round) % SEARCH_WORDS.length]!;
  record(
    recorder,
    'search',
    await send(candidate, at(searchCall.path, `&query=${word}&location=`)),
  );
  record(recorder, 'job page', await send(candidate, new URL(position.page, baseUrl)));
  record(
    recorder,
    'position details',
    await send(candidate, at(positionDetailsCall.path, `&positionId=${position.id}`)),
  );
  record(
    recorder,
    'save job',
    await send(candidate, new URL(savePositionCall.path, baseUrl), {
      ...write,
      json: { domain: DOMAIN, positionId: String(position.id), operation: 'save' },
    }),
  );
  // Added, then taken out the next round, so the cart stays within its 25.
  record(
    recorder,
    'job cart',
    await send(candidate, new URL(changeJobCartCall.path, baseUrl), {
      ...write,
      json: {
        domain: DOMAIN,
        pids: [String(position.id)],
        operation: round % 2 ? 'remove' : 'add',
      },
    }),
  );
  record(recorder, 'draft save', await saveDraft(candidate, baseUrl, position.id, round));
  const key = `load-${runId}-${candidate.index}-${position.id}`;
  const submitted = await submitApplication(candidate, baseUrl, position.id, round, key);
  if (record(recorder, 'application submit', submitted)) candidate.submitted += 1;
  record(recorder, 'notification badge', await send(candidate, at(notificationBadgeCall.path)));
  record(recorder, 'notifications', await send(candidate, at(notificationsCall.path)));
  record(recorder, 'offers', await send(candidate, at(offersCall.path)));
  if (round === 1) {
    const offerPath = offerCall.path.replace(':id', candidate.offerId);
    record(recorder, 'offer', await send(candidate, at(offerPath)));
  }
  if (round === 2) await answerOffer(candidate, baseUrl, recorder);
  if (performance.now() - candidate.lastChatAt >= CHAT_EVERY_MS) {
    candidate.lastChatAt = performance.now();
    const message = CHAT_MESSAGES[(candidate.index + round) % CHAT_MESSAGES.length]!;
    record(
      recorder,
      'chat',
      await send(candidate, new URL(chatCall.path, baseUrl), {
        ...write,
        json: { domain: DOMAIN, message },
      }),
    );
  }
}

// What each candidate was told is in the database: its submits, and its offer's answer.
async function checkOutcome(candidates: readonly Candidate[], baseUrl: string) {
  for (const candidate of candidates) {
    const dashboard = dataOf(
      dashboardApplicationsCall.path,
      await send(candidate, new URL(`${dashboardApplicationsCall.path}?domain=${DOMAIN}`, baseUrl)),
    ) as { applications: unknown[]; inactive_applications: unknown[] };
    const applied = dashboard.applications.length + dashboard.inactive_applications.length;
    const offerPath = `${offerCall.path.replace(':id', candidate.offerId)}?domain=${DOMAIN}`;
    const offer = dataOf(offerPath, await send(candidate, new URL(offerPath, baseUrl))) as {
      status: string;
    };
    const expectedStatus = { accepted: 'Accepted', declined: 'Declined' }[
      candidate.offerAnswer ?? 'accepted'
    ];
    if (applied !== candidate.submitted) {
      throw new Error(
        `${candidate.email}: ${applied} applications, ${candidate.submitted} answered`,
      );
    }
    if (candidate.offerAnswer !== null && offer.status !== expectedStatus) {
      throw new Error(
        `${candidate.email}: offer ${offer.status}, answered ${candidate.offerAnswer}`,
      );
    }
  }
}

async function loadRun(run: RunName, server: RunningServer) {
  const setupStarted = performance.now();
  const setupAgent = new http.Agent({ keepAlive: true });
  // The employer's side, on this machine: a visitor's CSRF cookie is all the demo's call needs.
  const employer = newBrowser(setupAgent);
  const page = await send(employer, new URL(`/careers?domain=${DOMAIN}`, server.url));
  if (page.status !== 200) throw new Error(failure('GET /careers', page));
  const candidates: Candidate[] = [];
  for (let from = 0; from < CANDIDATES; from += LOGINS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(LOGINS_AT_ONCE, CANDIDATES - from) }, (_, i) =>
      newCandidate(run, from + i, server.url, employer),
    );
    candidates.push(...(await Promise.all(batch)));
  }
  const pages = new Map(
    (await jobPagePaths(server.url, 5000)).map((page) => [
      Number(/\/careers\/job\/(\d+)/.exec(page)?.[1]),
      page,
    ]),
  );
  const open = (await openPositionIds(candidates[0]!, server.url, DOMAIN, 1000)).filter((id) =>
    pages.has(id),
  );
  console.log(
    `${run}: ${CANDIDATES} candidates logged in, each with a resume, a name and an offer; ${open.length} open positions; in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  const recorder: Recorder = {
    measuring: false,
    latencies: new Map(),
    failures: 0,
    firstFailure: null,
  };
  const started = performance.now();
  const measureFrom = started + WARM_UP_MS;
  const deadline = measureFrom + DURATION_MS;
  // Where the cores go: the server's processes, PostgreSQL's, and this load's own.
  const roleOf = ({ pid, groupId, command }: ProcessInfo) => {
    if (groupId === server.child.pid) return 'server';
    if (command === 'postgres') return 'postgres';
    return pid === process.pid ? 'load' : null;
  };
  let cpuAtStart = new Map<string, number>();
  setTimeout(() => {
    recorder.measuring = true;
    cpuAtStart = readCpuByRole(roleOf);
  }, WARM_UP_MS);
  await Promise.all(
    candidates.map(async (candidate) => {
      // Each candidate's own walk through the positions, so no two apply in step.
      const offset = (candidate.index * 37) % open.length;
      for (let round = 0; round < open.length && performance.now() < deadline; round += 1) {
        const id = open[(offset + round) % open.length]!;
        await journeyRound(candidate, round, { id, page: pages.get(id)! }, server.url, recorder);
      }
    }),
  );
  const seconds = (performance.now() - measureFrom) / 1000;
  const cores = Object.fromEntries(
    [...readCpuByRole(roleOf)].map(([role, ms]) => [
      role,
      Math.round((ms - (cpuAtStart.get(role) ?? 0)) / 10 / seconds) / 100,
    ]),
  );
  await checkOutcome(candidates, server.url);
  for (const candidate of candidates) candidate.agent.destroy();
  setupAgent.destroy();

  const all = [...recorder.latencies.values()].flat().sort((a, b) => a - b);
  const total = latencySummary({
    latencies: all,
    seconds,
    failures: recorder.failures,
    firstFailure: recorder.firstFailure,
  });
  const calls = Object.fromEntries(
    [...recorder.latencies].map(([call, latencies]) => [
      call,
      latencySummary({
        latencies: latencies.sort((a, b) => a - b),
        seconds,
        failures: 0,
        firstFailure: null,
      }),
    ]),
  );
  const submits = candidates.reduce((sum, candidate) => sum + candidate.submitted, 0);
  console.log(
    `${run}: ${total.requests} requests in ${seconds.toFixed(1)} s, ${total.perSecond} req/s, p50 ${total.p50Ms} ms, p99 ${total.p99Ms} ms, ${recorder.failures} failed; ${submits} applications submitted, all found afterwards`,
  );
  console.log(
    `  cores used: ${Object.entries(cores)
      .map(([role, used]) => `${role} ${used}`)
      .join(', ')} (of ${cpus().length})`,
  );
  if (recorder.firstFailure) console.log(`  first failure: ${recorder.firstFailure}`);
  for (const [call, figures] of Object.entries(calls)) {
    console.log(
      `  ${call.padEnd(20)} ${String(figures.requests).padStart(7)}  p50 ${figures.p50Ms.toFixed(1).padStart(7)} ms  p99 ${figures.p99Ms.toFixed(1).padStart(7)} ms`,
    );
  }
  checkBudget(`${run}: failed requests`, recorder.failures, 0, 'requests');
  return { total, cores, calls, submits };
}

const cleanUps: (() => Promise<void> | void)[] = [];
async function serverFor(run: RunName, databaseUrl: () => Promise<string>) {
  const env: Record<string, string> = { TRUST_PROXY: '1' };
  if (run === 'pglite') {
    const { dataDir, cleanUp } = await prepareDataDir();
    cleanUps.push(cleanUp);
    return startServer({ dataDir, env });
  }
  return startServer({
    env: { ...env, DATABASE_URL: await databaseUrl(), WORKERS: run === 'postgres-2' ? '2' : '1' },
  });
}

const startedAt = new Date();
const loadAtStart = loadavg()[0] ?? 0;
let postgresUrl: string | null = null;
const databaseUrl = async () => {
  postgresUrl ??= (await prepareSearchDatabase(2200, (cleanUp) => cleanUps.push(cleanUp))).url;
  return postgresUrl;
};
const results: Partial<Record<RunName, Awaited<ReturnType<typeof loadRun>>>> = {};
try {
  for (const run of runs) {
    const server = await serverFor(run, databaseUrl);
    try {
      results[run] = await loadRun(run, server);
    } finally {
      await stopServer(server);
    }
  }
  const one = results['postgres-1'];
  const two = results['postgres-2'];
  const ratio = one && two ? two.total.perSecond / one.total.perSecond : null;
  // The most any number of processes could gain on this machine: its cores over the cores the
  // one-process run kept busy (server, PostgreSQL and this load together).
  const ceiling = one
    ? cpus().length / Object.values(one.cores).reduce((sum, used) => sum + used, 0)
    : null;
  if (ratio !== null && ceiling !== null) {
    console.log(`PostgreSQL: this machine's ceiling for the ratio: ${ceiling.toFixed(2)} ×`);
    checkBudget('PostgreSQL: two processes against one', ratio, BUDGET_RATIO, '×', 'floor');
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  const figures = {
    date: startedAt.toISOString(),
    machine: machineFigures(loadAtStart),
    candidates: CANDIDATES,
    durationMs: DURATION_MS,
    runs: results,
    twoProcessesRatio: ratio === null ? null : round(ratio),
    ratioCeiling: ceiling === null ? null : round(ceiling),
  };
  writeResults('load-mix', figures);
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
}
