import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  bookInterviewCall,
  chatCall,
  devExtendOfferCall,
  emailCodeCall,
  formCall,
  logoutCall,
  profileDetailsCall,
  searchCall,
  subscribeJobAlertCall,
  interviewCall,
  uploadAvatarCall,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { applicationUpdates, applications, interviewSlots, notifications } from './db/schema';
import { loadGroup } from './modules/config/config.service';
import { pngHeader } from './modules/files/image-fixtures';
import { assignForm } from './modules/forms/forms.public';
import { insertInterview, offerInterviewSlots } from './modules/interviews/interviews.public';
import { archivePositionById } from './modules/positions/positions.public';
import { createApplication, createCandidate } from './testing/fixtures';
import { overHttp } from './testing/over-http';
import { S3RVER_KEYS, startS3rver } from './testing/s3rver';
import { pollUntil, type ServerProcess, startServerProcess } from './testing/server-process';
import { startSmtpSink } from './testing/smtp-sink';
import { createTestDatabase } from './testing/test-database';
import { dataOf, logIn, Visitor } from './testing/test-app';

// Two server processes on one PostgreSQL and one S3-compatible store (s3rver), as docs/deploy.md
// runs them behind a proxy: what one process writes or decides, the other sees.
const DOMAIN = 'northwind.example';
const BUCKET = 'careers-files';
// Decision 020: on PostgreSQL a process keeps a session at most 2 s after another changed it.
const READ_CACHE_BOUND_MS = 2000;
// Each process sweeps the offers this often here, so both sweep many times within a test.
const OFFERS_SWEEP_INTERVAL_MS = 200;
// And looks for interview reminders this often.
const INTERVIEW_REMINDERS_INTERVAL_MS = 200;
// And follows up applications (overdue notices, closing) this often.
const APPLICATION_FOLLOW_UP_INTERVAL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(process.env.CAREERS_TEST_DRIVER !== 'postgres')(
  'two server processes on one PostgreSQL',
  () => {
    let db: Database;
    let closeDatabase: () => Promise<void>;
    let closeS3: () => Promise<void>;
    const smtp = startSmtpSink();
    let one: ServerProcess;
    let two: ServerProcess;
    let env: Record<string, string>;
    const dataDir = mkdtempSync(join(tmpdir(), 'careers-two-'));

    beforeAll(async () => {
      const handle = await createTestDatabase();
      db = handle.db;
      closeDatabase = handle.close;
      const s3 = await startS3rver(BUCKET);
      closeS3 = s3.close;
      env = {
        DATABASE_URL: handle.url ?? '',
        SMTP_URL: `smtp://127.0.0.1:${await smtp.listening}`,
        OFFERS_SWEEP_INTERVAL_MS: String(OFFERS_SWEEP_INTERVAL_MS),
        INTERVIEW_REMINDERS_INTERVAL_MS: String(INTERVIEW_REMINDERS_INTERVAL_MS),
        APPLICATION_FOLLOW_UP_INTERVAL_MS: String(APPLICATION_FOLLOW_UP_INTERVAL_MS),
        DEMO: '1',
        DATA_DIR: dataDir,
        FILE_STORE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
        S3_FORCE_PATH_STYLE: '1',
      };
      [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    }, 120_000);

    afterAll(async () => {
      for (const server of [one, two]) server.child.kill('SIGTERM');
      const codes = await Promise.all([one.exited, two.exited]);
      await closeS3();
      await smtp.close();
      await closeDatabase();
      rmSync(dataDir, { recursive: true, force: true });
      // Each drained and closed cleanly.
      expect(codes).toEqual([0, 0]);
    }, 60_000);

    // One candidate, seen through each process with the same cookies.
    async function candidateOnBoth() {
      const candidate = await createCandidate(db, {
        hasAttestedTerms: true,
        isOnboarded: true,
        isBootstrapped: true,
      });
      const onOne = new Visitor(overHttp(one.origin), DOMAIN);
      await logIn(onOne, db, candidate.email);
      const onTwo = onOne.through(overHttp(two.origin));
      return { candidate, onOne, onTwo };
    }

    const profileUrl = `${profileDetailsCall.path}?domain=${DOMAIN}`;

    it('takes a login made on one on the other, and a logout on one ends it on both', async () => {
      const { onOne, onTwo } = await candidateOnBoth();
      expect((await onTwo.get(profileUrl)).statusCode).toBe(200);
      expect((await onOne.post(logoutCall.path, { domain: DOMAIN })).statusCode).toBe(200);
      await pollUntil(
        async () => (await onTwo.get(profileUrl)).statusCode === 401,
        READ_CACHE_BOUND_MS + 1000,
      );
    });

    it('reads through one the answers saved through the other', async () => {
      const { candidate, onOne, onTwo } = await candidateOnBoth();
      // As `careers forms assign` gives a candidate a form.
      const group = await loadGroup(db, DOMAIN);
      const formId = 'emergency-contact';
      await assignForm(
        db,
        { group, publicOrigin: 'http://localhost' },
        { email: candidate.email, formId, dueAt: null, now: new Date() },
      );
      const path = formCall.path.replace(':id', formId);
      const saved = await onOne.send('PUT', path, {
        domain: DOMAIN,
        values_json: JSON.stringify({ contactName: 'Saved on process one' }),
      });
      expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
      const read = dataOf(formCall, await onTwo.get(`${path}?domain=${DOMAIN}`));
      expect(JSON.parse(read.valuesJson)).toMatchObject({ contactName: 'Saved on process one' });
    });

    it('serves through one a file uploaded through the other', async () => {
      const { onOne, onTwo } = await candidateOnBoth();
      const photo = pngHeader(64, 64);
      const uploaded = await onOne.post(uploadAvatarCall.path, {
        domain: DOMAIN,
        name: 'me.png',
        content: photo.toString('base64'),
      });
      expect(uploaded.statusCode, uploaded.body.slice(0, 200)).toBe(200);
      const avatar = dataOf(profileDetailsCall, await onTwo.get(profileUrl)).avatar ?? '';
      const file = await onTwo.get(avatar);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(photo)).toBe(true);
    });

    it('holds a rate limit across both: five login codes an e-mail, wherever asked', async () => {
      const email = `limit-${Date.now()}@example.com`;
      const visitors = [one, two].map((server) => new Visitor(overHttp(server.origin), DOMAIN));
      for (const visitor of visitors) await visitor.page();
      const statuses: number[] = [];
      for (let ask = 0; ask < 6; ask++) {
        const visitor = visitors[ask % 2] as Visitor;
        const answer = await visitor.post(emailCodeCall.path, { email, domain: DOMAIN });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('holds the chat flood limit across both: twenty messages a minute, wherever sent', async () => {
      const { onOne, onTwo } = await candidateOnBoth();
      const statuses: number[] = [];
      for (let message = 0; message < 21; message++) {
        const visitor = message % 2 ? onTwo : onOne;
        const answer = await visitor.post(chatCall.path, { domain: DOMAIN, message: 'hello' });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    });

    it('holds the job alert sign-up limit across both: five an e-mail, wherever asked', async () => {
      const email = `alerts-${Date.now()}@example.com`;
      const visitors = [one, two].map((server) => new Visitor(overHttp(server.origin), DOMAIN));
      for (const visitor of visitors) await visitor.page();
      const statuses: number[] = [];
      for (let ask = 0; ask < 6; ask++) {
        const visitor = visitors[ask % 2] as Visitor;
        const body = { domain: DOMAIN, email, query: `nurse ${ask}` };
        statuses.push((await visitor.post(subscribeJobAlertCall.path, body)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('hands each queued mail to SMTP once, though both processes drain one outbox', async () => {
      const visitors = [one, two].map((server) => new Visitor(overHttp(server.origin), DOMAIN));
      for (const visitor of visitors) await visitor.page();
      const emails = Array.from({ length: 6 }, (_, i) => `once-${Date.now()}-${i}@example.com`);
      for (const [i, email] of emails.entries()) {
        const answer = await (visitors[i % 2] as Visitor).post(emailCodeCall.path, {
          email,
          domain: DOMAIN,
        });
        expect(answer.statusCode).toBe(200);
      }
      const received = () => smtp.received.filter((mail) => emails.includes(mail.to[0] ?? ''));
      await pollUntil(async () => Promise.resolve(received().length >= emails.length), 10_000);
      // Both outboxes poll again in this time: a second delivery would show.
      await sleep(1500);
      expect(
        received()
          .map((mail) => mail.to[0])
          .sort(),
      ).toEqual([...emails].sort());
    });

    it('warns of an expiring offer once, though both processes sweep the offers', async () => {
      const { candidate } = await candidateOnBoth();
      const employer = new Visitor(overHttp(one.origin), DOMAIN);
      await employer.page();
      const extended = await employer.post(devExtendOfferCall.path, {
        domain: DOMAIN,
        email: candidate.email,
        expiresInDays: 1,
      });
      expect(extended.statusCode, extended.body.slice(0, 200)).toBe(200);
      const warnings = () =>
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.candidateId, candidate.id),
              eq(notifications.messageKey, 'offer.expiring'),
            ),
          );
      await pollUntil(async () => (await warnings()).length > 0, 10_000);
      // Each process sweeps several more times meanwhile.
      await sleep(OFFERS_SWEEP_INTERVAL_MS * 8);
      expect(await warnings()).toHaveLength(1);
      // Its e-mail (the login code went to the same address before).
      const expiryMails = () =>
        smtp.received.filter(
          (mail) => mail.to[0] === candidate.email && /expires on/.test(mail.raw),
        );
      await pollUntil(async () => Promise.resolve(expiryMails().length > 0), 10_000);
      await sleep(1500);
      expect(expiryMails()).toHaveLength(1);
    });

    it('gives an interview time to one candidate, though several book it through both at once', async () => {
      const candidates = await Promise.all([1, 2, 3, 4, 5, 6].map(() => candidateOnBoth()));
      const now = new Date();
      let positionId = 0;
      for (const { candidate } of candidates) {
        positionId = (await createApplication(db, candidate, { nthPosition: 3, now })).positionId;
      }
      const group = await loadGroup(db, DOMAIN);
      const offered = await offerInterviewSlots(
        db,
        { group, publicOrigin: 'http://localhost' },
        {
          target: { positionId, stage: 'Submitted' },
          slots: [{ startsAt: new Date(now.getTime() + 3 * 86_400_000), durationMinutes: 30 }],
          interviewers: [],
          interviewerTimeZone: 'UTC',
          location: '',
          joinUrl: null,
          bookBy: null,
        },
        now,
      );
      const interviewOf = new Map(
        offered.map((entry) => [entry.applicationId, entry.interviewId] as const),
      );
      const mine = await Promise.all(
        candidates.map(async ({ candidate, onOne, onTwo }, index) => {
          const visitor = index % 2 ? onTwo : onOne;
          const [application] = await db
            .select({ id: applications.id })
            .from(applications)
            .where(eq(applications.candidateId, candidate.id));
          const id = interviewOf.get(application?.id ?? '') ?? 0;
          const path = interviewCall.path.replace(':id', String(id));
          const [slot] = dataOf(interviewCall, await visitor.get(`${path}?domain=${DOMAIN}`)).slots;
          return { visitor, id, slotId: slot?.id ?? 0 };
        }),
      );
      const answers = await Promise.all(
        mine.map(({ visitor, id, slotId }) =>
          visitor.post(bookInterviewCall.path.replace(':id', String(id)), {
            domain: DOMAIN,
            slotId,
            timeZone: 'Europe/Berlin',
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200, 409, 409, 409, 409, 409,
      ]);
      const held = await db
        .select({ heldBy: interviewSlots.heldBy })
        .from(interviewSlots)
        .where(eq(interviewSlots.id, mine[0]?.slotId ?? 0));
      expect(held).toHaveLength(1);
    });

    it('sends an interview reminder once, though both processes look for them', async () => {
      const { candidate } = await candidateOnBoth();
      const now = Date.now();
      const application = await createApplication(db, candidate, { now: new Date(now) });
      // Booked two hours ago for half an hour from now: the hour-before reminder is due.
      const interview = await insertInterview(db, {
        groupId: candidate.groupId,
        candidateId: candidate.id,
        applicationId: application.id,
        status: 'booked',
        startsAt: new Date(now + 30 * 60_000),
        durationMinutes: 30,
        location: 'Room 4',
        bookedAt: new Date(now - 2 * 3_600_000),
        createdAt: new Date(now - 2 * 3_600_000),
      });
      const reminders = () =>
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.candidateId, candidate.id),
              eq(notifications.messageKey, 'interview.reminder'),
            ),
          );
      await pollUntil(async () => (await reminders()).length > 0, 10_000);
      await sleep(INTERVIEW_REMINDERS_INTERVAL_MS * 8);
      expect(await reminders()).toHaveLength(1);
      expect(interview.id).toBeGreaterThan(0);
    });

    it('tells a candidate once that an application is overdue, though both processes look', async () => {
      const { candidate } = await candidateOnBoth();
      const now = Date.now();
      const application = await createApplication(db, candidate, { now: new Date(now) });
      // Its date passed an hour ago, unnoticed.
      await db
        .update(applications)
        .set({ expectedBy: new Date(now - 3_600_000) })
        .where(eq(applications.id, application.id));
      const notices = () =>
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.candidateId, candidate.id),
              eq(notifications.messageKey, 'application.overdue'),
            ),
          );
      await pollUntil(async () => (await notices()).length > 0, 10_000);
      await sleep(APPLICATION_FOLLOW_UP_INTERVAL_MS * 8);
      expect(await notices()).toHaveLength(1);
      const updates = await db
        .select({ kind: applicationUpdates.kind })
        .from(applicationUpdates)
        .where(eq(applicationUpdates.applicationId, application.id));
      expect(updates).toEqual([{ kind: 'overdue' }]);
    });

    it('brings a position closed by the employer out of both processes’ search indexes', async () => {
      const visitors = [one, two].map((server) => new Visitor(overHttp(server.origin), DOMAIN));
      const url = `${searchCall.path}?domain=${DOMAIN}&q=engineer`;
      const idsOn = async (visitor: Visitor) =>
        dataOf(searchCall, await visitor.get(url)).positions.map((position) => position.id);
      const [closed] = await idsOn(visitors[0] as Visitor);
      if (closed === undefined) throw new Error('No engineer to close');
      for (const visitor of visitors) expect(await idsOn(visitor)).toContain(closed);
      // As `careers positions archive ID` does, from outside both processes.
      await archivePositionById(db, closed, new Date());
      for (const visitor of visitors) {
        // Each reads the change log every SEARCH_SYNC_INTERVAL_MS (500 ms).
        await pollUntil(async () => !(await idsOn(visitor)).includes(closed), 5000);
      }
    });

    it('runs WORKERS=2 processes on one port, and stops them all on SIGTERM', async () => {
      const both = await startServerProcess({ ...env, WORKERS: '2' }, { ready: '2 processes)' });
      const ready = await fetch(`${both.origin}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready' });
      both.child.kill('SIGTERM');
      expect(await both.exited).toBe(0);
    }, 60_000);
  },
);
