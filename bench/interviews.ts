import { loadavg } from 'node:os';
import { bookInterviewCall, HEADER_CSRF_TOKEN, interviewCall } from '@careers/contracts';
import { newApplicant, openPositionIds, submitApplication, type Applicant } from './lib/applicant';
import { dataOf, decode, failure, send, type Answer } from './lib/bench-browser';
import { prepareDataDir } from './lib/data-dir';
import {
  applicationsOf,
  countReminders,
  insertBookedInterviews,
  offeredTimes,
  offerTimes,
  openBenchDatabase,
  readRace,
  runReminders,
  type BenchDatabase,
} from './lib/interview-database';
import {
  raceEnd,
  raceVerdict,
  tryInOrder,
  type BookingAnswer,
  type RaceEnd,
} from './lib/interview-race';
import { readProcessCpuMs } from './lib/process-cpu';
import { createRandom, shuffled, type Random } from './lib/random';
import { checkBudget, latencySummary, machineFigures, writeResults } from './lib/report';
import { startServer, stopServer, type RunningServer } from './lib/server';

// Interview self-scheduling on PGlite (docs/product/interviews.md), in three parts.
// 1. Booking pages. CLIENTS candidates side by side (one request in flight each), each with
//    INTERVIEWS_PER_CLIENT interviews of its own, each offered 40 times of its own. For each
//    interview a candidate opens the booking page (interviewCall), books a random free time
//    (bookInterviewCall), opens the page again and moves to another random free time, as many
//    times as the group's rules allow (two reschedules by default), and opens the page once
//    more at the end: 4 lists and 3 bookings an interview. WARM_UP_INTERVIEWS_PER_CLIENT
//    interviews first, not counted. Budgets at 8 clients: list p99 ≤ 15 ms, booking (first
//    bookings and reschedules together) p99 ≤ 30 ms.
// 2. The race. RACE_CANDIDATES candidates at one stage of one position share one offer of
//    RACE_TIMES times (one offer-slots call to the position and stage). Each opens its page, then
//    all book at once, each trying the times in a random order of its own until one is booked or
//    none is left. Right: exactly RACE_TIMES bookings, every other candidate refused with 409
//    `slot_taken`, and in the database each time held by the one interview booked at it.
// 3. Reminders. REMINDER_INTERVIEWS booked interviews, each with a reminder due (24 hours before,
//    the default), written straight into the tables; one run of the reminder job is timed.
//    Budget: ≤ 10 s. A second run then finds every reminder claimed and sends none.
// The offers are made through the service `careers interviews offer-slots` calls, in this
// process while the server is stopped (PGlite admits one process to its folder), and the server
// is started again on the same folder: the candidates' sessions are in the database.
const BUDGET_CLIENTS = 8;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? BUDGET_CLIENTS);
const DOMAIN = 'northwind.example';
const INTERVIEWS_PER_CLIENT = 40;
const WARM_UP_INTERVIEWS_PER_CLIENT = 5;
const TIMES_PER_OFFER = 40;
const RACE_CANDIDATES = 50;
const RACE_TIMES = 10;
const REMINDER_INTERVIEWS = Number(process.env.BENCH_REMINDERS ?? 10_000);
// Past the positions the demo's candidates applied to, so only the race's are at its stage.
const RACE_POSITION_INDEX = 99;
const LOGINS_AT_ONCE = 10;
const BUDGETS = { listP99Ms: 15, bookP99Ms: 30, remindersSeconds: 10 };
const DAY_MS = 86_400_000;
const SEED = 20261129;

type Kind = 'journey' | 'race';
type Client = Applicant & { kind: Kind; index: number; interviewIds: number[] };

// New on every run, so a reused data folder's candidates are not met again.
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function newClient(kind: Kind, index: number, baseUrl: string) {
  const email = `bench-interviews-${kind}-${runId}-${index}@example.com`;
  // An address of its own (X-Forwarded-For behind TRUST_PROXY), so login limits count apart.
  const address = `10.${kind === 'journey' ? 1 : 2}.${index >> 8}.${index & 255}`;
  const client: Client = {
    ...(await newApplicant(baseUrl, email, DOMAIN, address)),
    kind,
    index,
    interviewIds: [],
  };
  return client;
}

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

async function apply(client: Client, baseUrl: string, positionIds: readonly number[]) {
  for (const [number, positionId] of positionIds.entries()) {
    const key = `bench-${runId}-${client.kind}-${client.index}-${positionId}`;
    const answer = await submitApplication(client, baseUrl, positionId, number, key);
    if (answer.status !== 200) throw new Error(failure(`${client.email} applying`, answer));
  }
}

const interviewPath = (template: string, id: number) => template.replace(':id', String(id));

function showInterview(client: Client, baseUrl: string, id: number) {
  const url = new URL(`${interviewPath(interviewCall.path, id)}?domain=${DOMAIN}`, baseUrl);
  return send(client, url);
}

function book(client: Client, baseUrl: string, id: number, slotId: number) {
  return send(client, new URL(interviewPath(bookInterviewCall.path, id), baseUrl), {
    method: 'POST',
    headers: { [HEADER_CSRF_TOKEN]: client.csrfToken },
    json: { domain: DOMAIN, slot_id: slotId, time_zone: 'America/New_York', reason: '' },
  });
}

type Shown = {
  interview: { status: string; reschedules_left: number };
  slots: { id: number }[];
  rules: { max_reschedules: number };
};

// Latencies of the 200s by call, the rest counted with the first kept.
type Recorder = {
  latencies: Record<'list' | 'book', number[]>;
  failures: number;
  firstFailure: string | null;
};

function record(
  recorder: Recorder | null,
  call: 'list' | 'book',
  answer: Answer & { latencyMs: number },
) {
  if (!recorder) return;
  if (answer.status === 200) recorder.latencies[call].push(answer.latencyMs);
  else {
    recorder.failures += 1;
    recorder.firstFailure ??= failure(call, answer);
  }
}

// One interview's booking page as the candidate goes through it: open, book, then open and move
// while the rules allow, and open it once more.
async function bookingJourney(
  client: Client,
  baseUrl: string,
  id: number,
  random: Random,
  recorder: Recorder | null,
): Promise<void> {
  let bookings = 1;
  for (let done = 0; done < bookings; done += 1) {
    const shownAnswer = await showInterview(client, baseUrl, id);
    record(recorder, 'list', shownAnswer);
    const shown = dataOf(`interview ${id}`, shownAnswer) as Shown;
    bookings = 1 + shown.rules.max_reschedules;
    const slot = shown.slots[Math.floor(random() * shown.slots.length)];
    if (!slot) throw new Error(`Interview ${id} has no free time left`);
    const booked = await book(client, baseUrl, id, slot.id);
    record(recorder, 'book', booked);
    if (booked.status !== 200) throw new Error(failure(`booking interview ${id}`, booked));
  }
  const last = await showInterview(client, baseUrl, id);
  record(recorder, 'list', last);
  const shown = dataOf(`interview ${id}`, last) as Shown;
  if (shown.interview.reschedules_left !== 0) {
    throw new Error(`Interview ${id} ended ${shown.interview.status} with reschedules left`);
  }
}

async function runJourneys(clients: readonly Client[], server: RunningServer) {
  const baseUrl = server.url;
  const serverPid = server.child.pid ?? 0;
  const warmUp = Promise.all(
    clients.map(async (client) => {
      const random = createRandom(SEED + client.index);
      for (const id of client.interviewIds.slice(0, WARM_UP_INTERVIEWS_PER_CLIENT)) {
        await bookingJourney(client, baseUrl, id, random, null);
      }
    }),
  );
  await warmUp;
  const recorder: Recorder = { latencies: { list: [], book: [] }, failures: 0, firstFailure: null };
  const cpuAtStart = readProcessCpuMs(serverPid);
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      const random = createRandom(SEED + 1000 + client.index);
      for (const id of client.interviewIds.slice(WARM_UP_INTERVIEWS_PER_CLIENT)) {
        await bookingJourney(client, baseUrl, id, random, recorder);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpuMs = readProcessCpuMs(serverPid) - cpuAtStart;
  const requests = recorder.latencies.list.length + recorder.latencies.book.length;
  const summary = (call: 'list' | 'book', budgetP99Ms: number, name: string) => {
    const figures = latencySummary({
      latencies: [...recorder.latencies[call]].sort((a, b) => a - b),
      seconds,
      failures: call === 'book' ? recorder.failures : 0,
      firstFailure: call === 'book' ? recorder.firstFailure : null,
    });
    console.log(
      `${name}: ${figures.requests} requests (${figures.perSecond}/s within the mixed run) with ${CLIENTS} clients: p50 ${figures.p50Ms.toFixed(2)} ms, p95 ${figures.p95Ms.toFixed(2)} ms, p99 ${figures.p99Ms.toFixed(2)} ms, max ${figures.maxMs.toFixed(2)} ms`,
    );
    const isWithin = checkBudget(
      `${name} p99 at ${CLIENTS} clients`,
      figures.p99Ms,
      budgetP99Ms,
      'ms',
    );
    return { ...figures, budgetP99Ms, isWithin };
  };
  console.log(
    `booking pages: ${clients.length * (INTERVIEWS_PER_CLIENT - WARM_UP_INTERVIEWS_PER_CLIENT)} interviews in ${seconds.toFixed(1)} s, ${recorder.failures} failed requests; the server's CPU ${(serverCpuMs / requests).toFixed(2)} ms a request (the mix)`,
  );
  if (recorder.firstFailure) console.log(`  first failure: ${recorder.firstFailure}`);
  if (recorder.failures > 0) process.exitCode = 1;
  return {
    seconds: Math.round(seconds * 100) / 100,
    serverCpuMsPerRequest: Math.round((serverCpuMs / requests) * 100) / 100,
    list: summary('list', BUDGETS.listP99Ms, 'list (interviewCall)'),
    book: summary('book', BUDGETS.bookP99Ms, 'book (bookInterviewCall)'),
  };
}

function bookingAnswer(answer: Answer): BookingAnswer {
  if (answer.status !== 409) return { status: answer.status, booking: null };
  const body = JSON.parse(decode(answer)) as { errors?: { booking?: string } };
  return { status: answer.status, booking: body.errors?.booking ?? null };
}

async function runRace(candidates: readonly Client[], baseUrl: string) {
  const interviewId = (client: Client) => client.interviewIds[0]!;
  const slotIds: number[] = [];
  for (const client of candidates) {
    const shown = dataOf(
      'race page',
      await showInterview(client, baseUrl, interviewId(client)),
    ) as Shown;
    if (shown.slots.length !== RACE_TIMES) {
      throw new Error(`A race candidate sees ${shown.slots.length} times, not ${RACE_TIMES}`);
    }
    if (slotIds.length === 0) slotIds.push(...shown.slots.map((slot) => slot.id));
  }
  const latencies: number[] = [];
  const started = performance.now();
  const ends: { client: Client; end: RaceEnd; tries: number }[] = await Promise.all(
    candidates.map(async (client) => {
      const order = shuffled(slotIds, createRandom(SEED + 2000 + client.index));
      const answers = await tryInOrder(order, async (slotId) => {
        const answer = await book(client, baseUrl, interviewId(client), slotId);
        latencies.push(answer.latencyMs);
        return bookingAnswer(answer);
      });
      const end = raceEnd(answers, slotIds.length);
      if (end === 'fault') {
        console.log(`  ${client.email}: ${JSON.stringify(answers)}`);
      }
      return { client, end, tries: answers.length };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const verdict = raceVerdict(
    ends.map((entry) => entry.end),
    slotIds.length,
  );
  const bookings = latencySummary({
    latencies: latencies.sort((a, b) => a - b),
    seconds,
    failures: 0,
    firstFailure: null,
  });
  console.log(
    `race: ${candidates.length} candidates, ${slotIds.length} times, ${bookings.requests} booking requests in ${seconds.toFixed(2)} s: ${verdict.booked} booked, ${verdict.refused} refused (409 slot_taken), ${verdict.faults} otherwise; booking p50 ${bookings.p50Ms} ms, p99 ${bookings.p99Ms} ms`,
  );
  return {
    verdict,
    seconds: Math.round(seconds * 100) / 100,
    bookings,
    bookedInterviewIds: ends
      .filter((entry) => entry.end === 'booked')
      .map((entry) => interviewId(entry.client)),
    slotIds,
  };
}

// The database after the race: each time held by the one interview booked at it.
async function checkRaceInDatabase(
  bench: BenchDatabase,
  race: Awaited<ReturnType<typeof runRace>>,
  interviewIds: readonly number[],
) {
  const stored = await readRace(bench, interviewIds);
  const booked = stored.interviews.filter((row) => row.status === 'booked');
  const bookedSlots = booked.map((row) => row.slotId);
  const held = stored.slots.filter((slot) => slot.heldBy !== null);
  const problems = [
    stored.batches === 1 ? null : `the race's interviews are in ${stored.batches} batches`,
    stored.slots.length === RACE_TIMES ? null : `the batch has ${stored.slots.length} times`,
    booked.length === RACE_TIMES ? null : `${booked.length} interviews are booked`,
    new Set(bookedSlots).size === booked.length ? null : 'two booked interviews share a time',
    held.length === RACE_TIMES ? null : `${held.length} times are held`,
    new Set(held.map((slot) => slot.heldBy)).size === held.length
      ? null
      : 'an interview holds two times',
    held.every((slot) => booked.some((row) => row.id === slot.heldBy && row.slotId === slot.id))
      ? null
      : 'a time is held by an interview not booked at it',
    booked.every((row) => race.bookedInterviewIds.includes(row.id))
      ? null
      : 'an interview is booked whose candidate was not answered 200',
  ].filter((problem): problem is string => problem !== null);
  console.log(
    problems.length === 0
      ? `race in the database: ${booked.length} interviews booked at ${held.length} distinct times, each held once`
      : `race in the database: ${problems.join('; ')}`,
  );
  return { booked: booked.length, held: held.length, problems };
}

async function runReminderJob(bench: BenchDatabase) {
  const now = new Date();
  const setupStarted = performance.now();
  // Starting in 12 hours: the 24-hour reminder is due, the 1-hour one not yet.
  const ids = await insertBookedInterviews(bench, {
    count: REMINDER_INTERVIEWS,
    runId,
    now,
    startsInMs: DAY_MS / 2,
  });
  console.log(
    `reminders: ${ids.length} booked interviews written in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  const first = await runReminders(bench, now);
  const remindersStored = await countReminders(bench, ids);
  console.log(
    `reminders: first run sent ${first.sent} in ${first.seconds.toFixed(2)} s (${first.cpuSeconds.toFixed(2)} s of CPU, the database's included); ${remindersStored} of the ${ids.length} interviews reminded`,
  );
  const isWithin = checkBudget(
    `reminder job for ${ids.length} interviews`,
    first.seconds,
    BUDGETS.remindersSeconds,
    's',
  );
  const second = await runReminders(bench, now);
  console.log(`reminders: second run sent ${second.sent} in ${second.seconds.toFixed(2)} s`);
  const isRight = remindersStored === ids.length && first.sent >= ids.length && second.sent === 0;
  if (!isRight) {
    console.log('FAIL reminders: not one reminder per interview, once');
    process.exitCode = 1;
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    interviews: ids.length,
    sent: first.sent,
    remindersStored,
    seconds: round(first.seconds),
    cpuSeconds: round(first.cpuSeconds),
    budgetSeconds: BUDGETS.remindersSeconds,
    secondRun: { sent: second.sent, seconds: round(second.seconds) },
    isWithin: isWithin && isRight,
  };
}

console.log('Interviews on PGlite');
const startedAt = new Date();
const loadAtStart = loadavg()[0] ?? 0;
const { dataDir, cleanUp } = await prepareDataDir();
const serverEnv = { TRUST_PROXY: '1' };
let server: RunningServer | null = await startServer({ dataDir, env: serverEnv });
const clients: Client[] = [];
const raceCandidates: Client[] = [];
try {
  const setupStarted = performance.now();
  clients.push(...(await inGroups(CLIENTS, (index) => newClient('journey', index, server!.url))));
  raceCandidates.push(
    ...(await inGroups(RACE_CANDIDATES, (index) => newClient('race', index, server!.url))),
  );
  const positionIds = await openPositionIds(
    clients[0]!,
    server.url,
    DOMAIN,
    RACE_POSITION_INDEX + 1,
  );
  const journeyPositions = positionIds.slice(0, INTERVIEWS_PER_CLIENT);
  const racePosition = positionIds[RACE_POSITION_INDEX]!;
  await Promise.all(clients.map((client) => apply(client, server!.url, journeyPositions)));
  await inGroups(RACE_CANDIDATES, (index) =>
    apply(raceCandidates[index]!, server!.url, [racePosition]),
  );
  console.log(
    `${CLIENTS} + ${RACE_CANDIDATES} candidates logged in and applied in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  await stopServer(server);
  server = null;

  const offersStarted = performance.now();
  const bench = await openBenchDatabase(dataDir, DOMAIN);
  try {
    const now = new Date();
    const firstDay = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const times = offeredTimes(
      new Date(firstDay + 3 * DAY_MS + 8 * 3_600_000),
      TIMES_PER_OFFER,
      30,
    );
    for (const client of clients) {
      const applied = await applicationsOf(bench, client.email);
      for (const positionId of journeyPositions) {
        const applicationId = applied.get(positionId)!;
        const offered = await offerTimes(bench, { applicationId }, times, now);
        client.interviewIds.push(offered.get(applicationId)!);
      }
    }
    const raceTimes = offeredTimes(new Date(firstDay + 5 * DAY_MS + 9 * 3_600_000), RACE_TIMES, 60);
    const raced = await offerTimes(
      bench,
      { positionId: racePosition, stage: 'Submitted' },
      raceTimes,
      now,
    );
    if (raced.size !== RACE_CANDIDATES) {
      throw new Error(
        `The race's offer went to ${raced.size} applications, not ${RACE_CANDIDATES}`,
      );
    }
    for (const candidate of raceCandidates) {
      const applicationId = (await applicationsOf(bench, candidate.email)).get(racePosition);
      const interviewId = applicationId === undefined ? undefined : raced.get(applicationId);
      if (interviewId === undefined) throw new Error(`${candidate.email} was not offered the race`);
      candidate.interviewIds.push(interviewId);
    }
  } finally {
    await bench.close();
  }
  console.log(
    `${CLIENTS * INTERVIEWS_PER_CLIENT + 1} offers made in ${((performance.now() - offersStarted) / 1000).toFixed(1)} s`,
  );

  server = await startServer({ dataDir, env: serverEnv });
  const journeys = await runJourneys(clients, server);
  const race = await runRace(raceCandidates, server.url);
  await stopServer(server);
  server = null;

  const checked = await openBenchDatabase(dataDir, DOMAIN);
  let raceStored: Awaited<ReturnType<typeof checkRaceInDatabase>>;
  let reminders: Awaited<ReturnType<typeof runReminderJob>>;
  try {
    raceStored = await checkRaceInDatabase(
      checked,
      race,
      raceCandidates.map((candidate) => candidate.interviewIds[0]!),
    );
    reminders = await runReminderJob(checked);
  } finally {
    await checked.close();
  }
  const raceIsRight = race.verdict.isRight && raceStored.problems.length === 0;
  console.log(
    `${raceIsRight ? 'PASS' : 'FAIL'} race: ${race.verdict.booked} of ${RACE_CANDIDATES} booked ${RACE_TIMES} times, ${race.verdict.refused} refused, ${race.verdict.faults} faults`,
  );
  if (!raceIsRight) process.exitCode = 1;

  writeResults(`interviews${CLIENTS === BUDGET_CLIENTS ? '' : `-${CLIENTS}-clients`}`, {
    date: startedAt.toISOString(),
    machine: machineFigures(loadAtStart),
    database: 'pglite',
    clients: CLIENTS,
    bookingPages: {
      interviewsPerClient: INTERVIEWS_PER_CLIENT - WARM_UP_INTERVIEWS_PER_CLIENT,
      warmUpInterviewsPerClient: WARM_UP_INTERVIEWS_PER_CLIENT,
      timesPerOffer: TIMES_PER_OFFER,
      ...journeys,
    },
    race: {
      candidates: RACE_CANDIDATES,
      times: RACE_TIMES,
      ...race.verdict,
      seconds: race.seconds,
      bookingRequests: race.bookings,
      database: raceStored,
      isRight: raceIsRight,
    },
    reminders,
  });
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  for (const client of [...clients, ...raceCandidates]) client.agent.destroy();
  if (server) await stopServer(server);
  cleanUp();
}
