import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acceptOfferCall,
  changeJobCartCall,
  dashboardApplicationsCall,
  declineOfferCall,
  devExtendOfferCall,
  offerCall,
  submitApplicationCall,
  uploadFileCall,
  createJobAlertCall,
  applyCall,
  emailCodeCall,
  jobAlertsCall,
  jobCartCall,
  mailboxCall,
  profileDetailsCall,
  profileEditCall,
  saveDraftApplicationCall,
  savedPositionsCall,
  savePositionCall,
  searchCall,
  uploadAvatarCall,
  verifyCall,
} from '@careers/contracts';
import { gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/open-database';
import { storedFiles } from './db/schema';
import { pngHeader } from './modules/files/image-fixtures';
import { completeAnswers } from './testing/application-answers';
import { multipart } from './testing/multipart';
import { overHttp } from './testing/over-http';
import { type ServerProcess, startServerProcess } from './testing/server-process';
import { createTestDatabase } from './testing/test-database';
import { dataOf, Visitor } from './testing/test-app';

// Nothing answered is lost (docs/product/shell-and-gates.md, "Crashes"): a server killed with
// SIGKILL in the middle of a stream of writes of every kind comes back with every write it
// answered 2xx, files and rows agreeing; SIGTERM then drains and exits 0. On the database this
// project runs on: PGlite in a data folder, or PostgreSQL.
const DOMAIN = 'northwind.example';
const WRITERS = 3;
// The kill comes once every writer has made two rounds of every kind of write and 2 s have
// passed, so a loaded machine still kills in the middle of a stream of every kind.
const WRITING_MS = 2000;
const ROUNDS = 2;
const KINDS = 8;
// Offers each writer signs or declines, one a round, as long as they last.
const OFFERS = 3;
// A resume the server takes for a PDF (it decides by the bytes).
const RESUME = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);
const isPostgres = process.env.CAREERS_TEST_DRIVER === 'postgres';

// A new candidate, logged in through the real calls, the code read from the demo's mailbox.
async function logInOver(server: ServerProcess, email: string): Promise<Visitor> {
  const visitor = new Visitor(overHttp(server.origin), DOMAIN);
  await visitor.page();
  expect((await visitor.post(emailCodeCall.path, { email, domain: DOMAIN })).statusCode).toBe(200);
  let code = '';
  for (let wait = 0; wait < 100 && !code; wait++) {
    const mails = dataOf(mailboxCall, await visitor.get(mailboxCall.path));
    const mail = mails.find((message) => message.to === email);
    code = /Your code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await visitor.post(verifyCall.path, { email, code, domain: DOMAIN });
  expect(verified.statusCode, verified.body).toBe(200);
  return visitor;
}

// What one candidate's writer had answered 2xx before the crash.
type Answered = {
  saved: Set<number>;
  cart: Set<number>;
  draft: number;
  summary: number;
  photo: number;
  alerts: Set<string>;
  applied: Set<number>;
  offers: Map<string, 'Accepted' | 'Declined'>;
};

// What a writer has before its stream: a name (a typed signature must match it), a resume for its
// applications, and offers to answer.
type Writer = {
  visitor: Visitor;
  email: string;
  name: string;
  resume: { fileId: string; size: number };
  offers: string[];
};

async function prepareWriter(visitor: Visitor, email: string, index: number): Promise<Writer> {
  const name = { firstName: 'Crash', lastName: `Writer ${index}` };
  const named = await visitor.post(profileEditCall.path, {
    domain: DOMAIN,
    op_section: 'contact',
    operation: 'edit',
    op_data: { value: name },
  });
  expect(named.statusCode, named.body).toBe(200);
  const uploaded = dataOf(
    uploadFileCall,
    await visitor.post(uploadFileCall.path, {
      domain: DOMAIN,
      name: 'cv.pdf',
      type: 'application/pdf',
      content: RESUME.toString('base64'),
    }),
  );
  const offers: string[] = [];
  for (let offer = 0; offer < OFFERS; offer++) {
    const body = { domain: DOMAIN, email, expiresInDays: 14 };
    offers.push(
      dataOf(devExtendOfferCall, await visitor.post(devExtendOfferCall.path, body)).encId,
    );
  }
  return {
    visitor,
    email,
    name: `${name.firstName} ${name.lastName}`,
    resume: { fileId: uploaded.fileId, size: uploaded.size },
    offers,
  };
}

const photoOf = (revision: number) => pngHeader(64 + revision, 64);

// One candidate's stream of writes, each kind in turn, until `stop`; a write whose answer never
// comes (the server killed) is not counted.
async function write(
  writer: Writer,
  positions: readonly number[],
  stop: () => boolean,
  progress: { turns: number },
): Promise<Answered> {
  const answered: Answered = {
    saved: new Set(),
    cart: new Set(),
    draft: -1,
    summary: -1,
    photo: -1,
    alerts: new Set(),
    applied: new Set(),
    offers: new Map(),
  };
  const { visitor } = writer;
  let offersTried = 0;
  const draftPosition = positions[0] ?? 0;
  const ok = async (send: () => Promise<{ statusCode: number }>) => {
    try {
      return (await send()).statusCode < 300;
    } catch {
      return false;
    }
  };
  for (let turn = 0; !stop(); turn++) {
    progress.turns = turn;
    // Each kind in turn; each round of kinds the next position.
    const position = positions[(Math.floor(turn / KINDS) % (positions.length - 1)) + 1] ?? 0;
    const kind = turn % KINDS;
    if (kind === 0) {
      const body = { domain: DOMAIN, positionId: String(position), operation: 'save' };
      if (await ok(() => visitor.post(savePositionCall.path, body))) answered.saved.add(position);
    } else if (kind === 1 && answered.cart.size < 20) {
      const body = { domain: DOMAIN, pids: [String(position)], operation: 'add' };
      if (await ok(() => visitor.post(changeJobCartCall.path, body))) answered.cart.add(position);
    } else if (kind === 2) {
      const body = {
        domain: DOMAIN,
        position_id: String(draftPosition),
        values_json: JSON.stringify({ firstName: `Revision ${turn}` }),
      };
      if (await ok(() => visitor.send('PUT', saveDraftApplicationCall.path, body))) {
        answered.draft = turn;
      }
    } else if (kind === 3) {
      const body = {
        domain: DOMAIN,
        op_section: 'summary',
        operation: 'edit',
        op_data: { value: `Revision ${turn}` },
      };
      if (await ok(() => visitor.post(profileEditCall.path, body))) answered.summary = turn;
    } else if (kind === 4) {
      const body = { domain: DOMAIN, name: 'me.png', content: photoOf(turn).toString('base64') };
      if (await ok(() => visitor.post(uploadAvatarCall.path, body))) answered.photo = turn;
    } else if (kind === 5) {
      const query = `crash ${turn}`;
      const body = { domain: DOMAIN, query };
      if (await ok(() => visitor.post(createJobAlertCall.path, body))) answered.alerts.add(query);
    } else if (kind === 6) {
      // Past the first round of positions a submit is refused (applied already): not counted.
      const body = {
        domain: DOMAIN,
        position_id: String(position),
        values_json: JSON.stringify(completeAnswers(writer, turn)),
        idempotency_key: `crash-${writer.email.replace(/\W/g, '')}-${turn}`.slice(0, 64),
      };
      if (await ok(() => visitor.post(submitApplicationCall.path, body))) {
        answered.applied.add(position);
      }
    } else {
      const offer = writer.offers[offersTried];
      if (offer === undefined) continue;
      offersTried += 1;
      const path = (call: { path: string }) => call.path.replace(':id', offer);
      // Signed by typing the name, or declined, in turn.
      if (offersTried % 2 === 1) {
        const form = await multipart({
          domain: DOMAIN,
          typedSignature: writer.name,
          termsAccepted: 'true',
        });
        const signed = () => visitor.post(path(acceptOfferCall), form.payload, form.headers);
        if (await ok(signed)) answered.offers.set(offer, 'Accepted');
      } else {
        const declined = () => visitor.post(path(declineOfferCall), { domain: DOMAIN });
        if (await ok(declined)) answered.offers.set(offer, 'Declined');
      }
    }
  }
  return answered;
}

const revisionOf = (text: string | undefined) => Number(/Revision (\d+)/.exec(text ?? '')?.[1]);

describe('a crash loses nothing answered', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-crash-'));
  let env: Record<string, string>;
  let closeDatabase = async () => {};

  beforeAll(async () => {
    env = { DATA_DIR: dataDir, DEMO: '1', DATABASE_URL: '' };
    if (isPostgres) {
      const handle = await createTestDatabase();
      env.DATABASE_URL = handle.url ?? '';
      closeDatabase = handle.close;
    }
  });
  afterAll(async () => {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write answered before SIGKILL, and SIGTERM drains', async () => {
    const startedAt = new Date();
    const first = await startServerProcess(env);
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, async (_, index) => {
        const email = `crash-${index}-${Date.now()}@example.com`;
        return prepareWriter(await logInOver(first, email), email, index);
      }),
    );
    const search = dataOf(
      searchCall,
      await (writers[0] as Writer).visitor.get(`${searchCall.path}?domain=${DOMAIN}`),
    );
    const positions = search.positions.map((position) => position.id);
    expect(positions.length).toBeGreaterThanOrEqual(5);

    let stopped = false;
    const progress = writers.map(() => ({ turns: 0 }));
    const streams = writers.map((writer, index) =>
      write(writer, positions, () => stopped, progress[index] ?? { turns: 0 }),
    );
    const killAfter = Date.now() + WRITING_MS;
    while (Date.now() < killAfter || progress.some((one) => one.turns < ROUNDS * KINDS)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    stopped = true;
    const answered = await Promise.all(streams);
    const wroteEveryKind = (one: Answered) =>
      one.saved.size > 0 && one.photo >= 0 && one.applied.size > 0 && one.offers.size > 0;
    expect(answered.every(wroteEveryKind)).toBe(true);

    const second = await startServerProcess(env);
    const sameCandidates: Visitor[] = [];
    for (const [index, { visitor }] of writers.entries()) {
      const again = visitor.through(overHttp(second.origin));
      sameCandidates.push(again);
      const before = answered[index] as Answered;
      const query = `?domain=${DOMAIN}`;
      const saved = dataOf(
        savedPositionsCall,
        await again.get(`${savedPositionsCall.path}${query}`),
      );
      const savedIds = new Set(saved.positions.map((position) => position.id));
      for (const id of before.saved) expect(savedIds.has(id), `saved ${id}`).toBe(true);
      const cart = dataOf(jobCartCall, await again.get(`${jobCartCall.path}${query}`));
      const cartIds = new Set(cart.data.jobCartData.map((position) => position.id));
      for (const id of before.cart) expect(cartIds.has(id), `cart ${id}`).toBe(true);
      if (before.draft >= 0) {
        const apply = dataOf(
          applyCall,
          await again.get(`${applyCall.path}${query}&position_id=${String(positions[0])}`),
        );
        const values = JSON.parse(apply.draft?.valuesJson ?? '{}') as { firstName?: string };
        expect(revisionOf(values.firstName)).toBeGreaterThanOrEqual(before.draft);
      }
      const profile = dataOf(
        profileDetailsCall,
        await again.get(`${profileDetailsCall.path}${query}`),
      );
      if (before.summary >= 0) {
        expect(revisionOf(profile.summary)).toBeGreaterThanOrEqual(before.summary);
      }
      // The photo the profile names is there, and is one sent no earlier than the last answered.
      const photo = await again.get(profile.avatar ?? '');
      expect(photo.statusCode).toBe(200);
      const width = photo.rawPayload.readUInt32BE(16);
      expect(width - 64).toBeGreaterThanOrEqual(before.photo);
      const alerts = dataOf(jobAlertsCall, await again.get(`${jobAlertsCall.path}${query}`)).alerts;
      const queries = new Set(alerts.map((alert) => alert.query));
      for (const alert of before.alerts) expect(queries.has(alert), alert).toBe(true);
      // Each answered submit is an application, and each answered signature or decline stands.
      const dashboard = dataOf(
        dashboardApplicationsCall,
        await again.get(`${dashboardApplicationsCall.path}${query}`),
      );
      const appliedTo = new Set(
        [...dashboard.applications, ...dashboard.inactiveApplications].map(
          (application) => application.positionId,
        ),
      );
      for (const id of before.applied) expect(appliedTo.has(id), `applied ${id}`).toBe(true);
      for (const [encId, status] of before.offers) {
        const offer = dataOf(
          offerCall,
          await again.get(`${offerCall.path.replace(':id', encId)}${query}`),
        );
        expect(offer.status, encId).toBe(status);
      }
    }

    // SIGTERM: a request under way is answered, then the process closes the database, exits 0.
    const inFlight = (sameCandidates[0] as Visitor)
      .get(`${searchCall.path}?domain=${DOMAIN}`)
      .then((answer) => answer.statusCode);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const terminatedAt = Date.now();
    second.child.kill('SIGTERM');
    expect(await inFlight).toBe(200);
    expect(await second.exited).toBe(0);
    // Not held by the keep-alive connection that request came on (72 s before that was fixed).
    expect(Date.now() - terminatedAt).toBeLessThan(20_000);

    // Every stored file's row names bytes that are there.
    const handle = await openDatabase({
      DATABASE_URL: env.DATABASE_URL || undefined,
      DATA_DIR: dataDir,
      DB_STATEMENT_TIMEOUT_MS: 5000,
      DB_QUEUE_LIMIT: 200,
    });
    try {
      // The files of this test's candidates (the demo's own were stored elsewhere).
      const rows = await handle.db
        .select({ key: storedFiles.storageKey })
        .from(storedFiles)
        .where(gte(storedFiles.createdAt, startedAt));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(existsSync(join(dataDir, 'files', row.key)), row.key).toBe(true);
      }
    } finally {
      await handle.close();
    }
  }, 240_000);
});
