import {
  applicationCall,
  dashboardApplicationsCall,
  submitApplicationCall,
  uploadFileCall,
  type Application,
} from '@careers/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationMessages,
  applicationStatusHistory,
  applicationSurveys,
  applications,
  mailOutbox,
  notifications,
} from '../../db/schema';
import { AppError } from '../../shared/app-error';
import { createApplication } from '../../testing/fixtures';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  type TestApp,
  type Visitor,
} from '../../testing/test-app';
import type { Candidate } from '../candidates/candidates.public';
import { findDemoPositionIds } from '../positions/positions.repository';
import { runApplicationFollowUp } from './application-follow-up.job';
import { ageCandidateApplications } from './applications.repository';
import { extendApplication, moveApplication } from './application-status.service';

// Stages, expected dates, overdue notices, closing, extensions and reasons on the real database
// (docs/product/application-follow-up.md); the test clock starts at 2026-11-21T10:00Z.
const DOMAIN = 'northwind.example';
const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

describe('application follow-up', () => {
  let t: TestApp;
  const deps = () => ({
    db: t.db,
    groups: t.groups,
    env: { PUBLIC_ORIGIN: 'https://jobs.northwind.test' } as never,
    outbox: { notify: () => {} } as never,
  });
  const site = async () => ({
    group: (await t.groups.get(DOMAIN))!,
    publicOrigin: 'https://jobs.northwind.test',
  });
  const later = (days: number) => new Date(t.clock.now().getTime() + days * DAY);

  beforeAll(async () => {
    t = await createTestApp();
    // The demo's own applications are followed up first, so each test sees only its own.
    await runApplicationFollowUp(deps(), t.clock.now());
  });
  afterAll(() => t.close());

  async function read(visitor: Visitor, id: string, language = 'en'): Promise<Application> {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${applicationCall.path.replace(':id', id)}?domain=${DOMAIN}`,
      headers: { cookie: visitor.cookieHeader, 'accept-language': language },
    });
    return dataOf(applicationCall, answer).application;
  }

  // An application of a new candidate's, submitted `daysAgo` days ago with the date a submit
  // promises (the first stage's ten days).
  async function waiting(daysAgo: number, expectedInDays = 10 - daysAgo) {
    const { visitor, candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    const { id } = await createApplication(t.db, candidate, {
      now: new Date(t.clock.now().getTime() - (daysAgo - 1) * DAY),
    });
    await t.db
      .update(applications)
      .set({ expectedBy: later(expectedInDays) })
      .where(eq(applications.id, id));
    return { visitor, candidate, id };
  }

  const notificationsOf = (candidate: Candidate, key: string) =>
    t.db
      .select({ id: notifications.id, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.candidateId, candidate.id), eq(notifications.messageKey, key)));
  const mailsTo = (candidate: Candidate) =>
    t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, candidate.email));
  const rowOf = async (id: string) => {
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    return row!;
  };

  it('promises a date on submit and on each status change, with the stage path', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const group = await t.groups.get(DOMAIN);
    const [positionId] = (await findDemoPositionIds(t.db, group!.id, t.clock.now(), 20)).open.slice(
      12,
    );
    const resume = dataOf(
      uploadFileCall,
      await visitor.post(uploadFileCall.path, {
        domain: DOMAIN,
        name: 'cv.pdf',
        type: 'application/pdf',
        content: PDF,
      }),
    ).fileId;
    const submitted = dataOf(
      submitApplicationCall,
      await visitor.post(submitApplicationCall.path, {
        domain: DOMAIN,
        position_id: String(positionId),
        values_json: JSON.stringify({
          firstName: 'Robin',
          lastName: 'Tester',
          email: 'robin@example.com',
          phone: '+1 4155550123',
          country: 'US',
          region: 'CA',
          resume: [
            { uid: 'r1', name: 'cv.pdf', size: 10, type: 'application/pdf', fileId: resume },
          ],
          experience: [],
          education: [],
          skills: ['Python'],
          workAuthorized: 'yes',
          relocate: 'no',
          startDate: '2027-01-15',
          consent: true,
        }),
        idempotency_key: 'follow-up-submit-0001',
      }),
    ).application;
    expect(submitted.expectedBy).toBe(later(10).toISOString());
    expect(submitted.stage).toEqual({
      id: 'received',
      label: 'Application received',
      explanation: 'The recruiting team has your application.',
      expectedDays: 10,
    });
    expect(submitted.stages.map((stage) => [stage.id, stage.reachedAt])).toEqual([
      ['received', t.clock.now().toISOString()],
      ['review', null],
      ['interviews', null],
      ['offer', null],
    ]);
    expect(submitted).toMatchObject({
      updates: [],
      messageCount: 0,
      unreadMessages: 0,
      survey: 'none',
    });
    expect(await read(visitor, submitted.id)).toEqual(submitted);

    await moveApplication(t.db, await site(), submitted.id, 'In Review', later(1));
    const reviewed = await read(visitor, submitted.id);
    expect(reviewed.expectedBy).toBe(later(15).toISOString());
    expect(reviewed.stage.id).toBe('review');
    expect((await read(visitor, submitted.id, 'de')).stage.label).toBe('In Prüfung');
    expect((await read(visitor, submitted.id, 'ar')).stage.label).toBe('قيد المراجعة');

    await moveApplication(t.db, await site(), submitted.id, 'Hired', later(2));
    const hired = await read(visitor, submitted.id);
    expect(hired.expectedBy).toBeNull();
    expect(hired.survey).toBe('open');
    expect(hired.stages.map((stage) => stage.id)).toEqual(['received', 'review', 'hired']);
    expect((await rowOf(submitted.id)).expectedBy).toBeNull();

    // The list has the same record; another candidate's application is not found.
    const listed = dataOf(
      dashboardApplicationsCall,
      await visitor.get(`${dashboardApplicationsCall.path}?domain=${DOMAIN}`),
    );
    expect(listed.inactiveApplications.find((each) => each.id === submitted.id)).toEqual(hired);
    const other = await logInNewCandidate(t, { domain: DOMAIN });
    const foreign = await other.visitor.get(
      `${applicationCall.path.replace(':id', submitted.id)}?domain=${DOMAIN}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await visitor.get(
          `${applicationCall.path.replace(':id', '00000000-0000-4000-8000-000000000000')}?domain=${DOMAIN}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await visitor.get(`${applicationCall.path.replace(':id', 'nope')}?domain=${DOMAIN}`))
        .statusCode,
    ).toBe(422);
  });

  it("words a group's own stages, in the reader's language or English", async () => {
    const restore = await t.setConfig(DOMAIN, 'pcsxConfig.applicationFollowUpConfig.stages', [
      {
        id: 'received',
        statuses: ['Submitted', 'In Review'],
        label: { en: 'With us', de: 'Bei uns' },
        expectedDays: 5,
      },
      { id: 'talks', statuses: ['Interviewing', 'Offered'], label: { en: 'Talks' } },
      {
        id: 'done',
        statuses: ['Hired', 'Rejected', 'Withdrawn', 'Closed'],
        label: { en: 'Done', ar: 'انتهى' },
      },
    ]);
    try {
      const { visitor, id } = await waiting(1);
      await moveApplication(t.db, await site(), id, 'In Review', t.clock.now());
      const record = await read(visitor, id, 'de');
      expect(record.stage).toEqual({
        id: 'received',
        label: 'Bei uns',
        explanation: 'Das Recruiting-Team hat Ihre Bewerbung erhalten.',
        expectedDays: 5,
      });
      expect(record.expectedBy).toBe(later(5).toISOString());
      expect(record.stages.map((stage) => stage.label)).toEqual(['Bei uns', 'Talks']);
      await moveApplication(t.db, await site(), id, 'Rejected', t.clock.now());
      expect((await read(visitor, id, 'ar')).stage.label).toBe('انتهى');
      expect((await read(visitor, id, 'de')).stage.label).toBe('Done');
    } finally {
      await restore();
    }
  });

  it('tells a candidate once that the date passed, with a new date a week later', async () => {
    const { visitor, candidate, id } = await waiting(11);
    const mailsBefore = (await mailsTo(candidate)).length;
    expect(await runApplicationFollowUp(deps(), t.clock.now())).toEqual({ noticed: 1, closed: 0 });
    // Again, and after a restart: nothing more.
    await Promise.all([
      runApplicationFollowUp(deps(), t.clock.now()),
      runApplicationFollowUp(deps(), t.clock.now()),
    ]);
    expect(await runApplicationFollowUp(deps(), later(1))).toEqual({ noticed: 0, closed: 0 });
    const notices = await notificationsOf(candidate, 'application.overdue');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.params).toMatchObject({ date: later(7).toISOString() });
    expect(await mailsTo(candidate)).toHaveLength(mailsBefore + 1);
    const record = await read(visitor, id);
    expect(record.expectedBy).toBe(later(7).toISOString());
    expect(record.updates).toEqual([
      {
        kind: 'overdue',
        at: t.clock.now().toISOString(),
        expectedBy: later(7).toISOString(),
        note: null,
      },
    ]);
    // The new date passing is not noticed again (the demo's own applications may be, by then);
    // a new status promises a date that may be.
    await runApplicationFollowUp(deps(), later(8));
    expect(await notificationsOf(candidate, 'application.overdue')).toHaveLength(1);
    await moveApplication(t.db, await site(), id, 'In Review', t.clock.now());
    expect((await rowOf(id)).overdueNoticedAt).toBeNull();
    await runApplicationFollowUp(deps(), later(15));
    expect(await notificationsOf(candidate, 'application.overdue')).toHaveLength(2);
  });

  it('closes an application waiting past the limit, with a respectful notice', async () => {
    const { visitor, candidate, id } = await waiting(61);
    expect(await runApplicationFollowUp(deps(), t.clock.now())).toEqual({ noticed: 0, closed: 1 });
    expect(await runApplicationFollowUp(deps(), t.clock.now())).toEqual({ noticed: 0, closed: 0 });
    const record = await read(visitor, id);
    expect(record).toMatchObject({ status: 'Closed', expectedBy: null, survey: 'open' });
    expect(record.stage.id).toBe('closed');
    expect(record.statusHistory.at(-1)).toEqual({
      status: 'Closed',
      at: t.clock.now().toISOString(),
      reason: null,
    });
    const [history] = await t.db
      .select({ reasonId: applicationStatusHistory.reasonId })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, id))
      .orderBy(desc(applicationStatusHistory.id))
      .limit(1);
    expect(history?.reasonId).toBe('noDecision');
    expect(await notificationsOf(candidate, 'application.closed')).toHaveLength(1);
    expect(await notificationsOf(candidate, 'application.overdue')).toHaveLength(0);

    // Never, when the group closes none.
    const restore = await t.setConfig(
      DOMAIN,
      'pcsxConfig.applicationFollowUpConfig.closeAfterDays',
      null,
    );
    try {
      const kept = await waiting(100, 5);
      expect((await runApplicationFollowUp(deps(), t.clock.now())).closed).toBe(0);
      expect((await rowOf(kept.id)).status).toBe('Submitted');
    } finally {
      await restore();
    }
  });

  it('holds off closing for an extension, with the new date and the note as text', async () => {
    const { visitor, candidate, id } = await waiting(59);
    const extended = await extendApplication(
      t.db,
      await site(),
      id,
      { days: 10, note: '  <b>Almost there</b> <script>x</script> ' },
      t.clock.now(),
    );
    expect(extended.expectedBy).toEqual(later(10));
    // Past the limit, within the extension: still open.
    await runApplicationFollowUp(deps(), later(5));
    const record = await read(visitor, id);
    expect(record.status).toBe('Submitted');
    expect(record.expectedBy).toBe(later(10).toISOString());
    expect(record.updates).toEqual([
      {
        kind: 'extended',
        at: t.clock.now().toISOString(),
        expectedBy: later(10).toISOString(),
        note: '<b>Almost there</b> <script>x</script>',
      },
    ]);
    const [told] = await notificationsOf(candidate, 'application.extended');
    expect(told?.params).toMatchObject({ date: later(10).toISOString() });
    // A shorter extension leaves the longer one standing.
    await extendApplication(t.db, await site(), id, { days: 3 }, t.clock.now());
    expect((await rowOf(id)).extendedUntil).toEqual(later(10));
    await runApplicationFollowUp(deps(), later(11));
    expect((await rowOf(id)).status).toBe('Closed');

    await expect(
      extendApplication(t.db, await site(), id, { days: 5 }, t.clock.now()),
    ).rejects.toThrow(
      `Application ${id} is Closed; only an application still open can be extended.`,
    );
    await expect(
      extendApplication(t.db, await site(), id, { days: 0 }, t.clock.now()),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      extendApplication(
        t.db,
        await site(),
        '00000000-0000-4000-8000-000000000000',
        { days: 5 },
        t.clock.now(),
      ),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it("shows a rejection's reason and note only when the group shows them", async () => {
    const { visitor, candidate, id } = await waiting(2);
    // An unknown reason is refused and nothing is written.
    await expect(
      moveApplication(t.db, await site(), id, 'Rejected', t.clock.now(), { reasonId: 'nope' }),
    ).rejects.toThrow(/positionFilled, closerExperience, requirements, positionClosed/);
    await expect(
      moveApplication(t.db, await site(), id, 'In Review', t.clock.now(), { note: 'Hi' }),
    ).rejects.toThrow('A reason or a note goes only with Rejected.');
    await expect(
      moveApplication(t.db, await site(), id, 'Rejected', t.clock.now(), {
        note: 'x'.repeat(1001),
      }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    expect((await rowOf(id)).status).toBe('Submitted');
    expect(await notificationsOf(candidate, 'application.status_changed')).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(applicationStatusHistory)
        .where(eq(applicationStatusHistory.applicationId, id)),
    ).toHaveLength(1);

    await moveApplication(t.db, await site(), id, 'Rejected', t.clock.now(), {
      reasonId: 'positionFilled',
      note: '<i>Thank you</i> for your time.',
    });
    const show = (value: boolean) =>
      t.setConfig(DOMAIN, 'pcsxConfig.applicationFollowUpConfig.showRejectionReason', value);
    const restore = await show(false);
    expect((await read(visitor, id)).statusHistory.at(-1)?.reason).toBeNull();
    await show(true);
    try {
      expect((await read(visitor, id)).statusHistory.at(-1)?.reason).toBe(
        'We have filled this position.\n<i>Thank you</i> for your time.',
      );
      expect((await read(visitor, id, 'de')).statusHistory.at(-1)?.reason).toBe(
        'Wir haben diese Stelle besetzt.\n<i>Thank you</i> for your time.',
      );
      expect((await read(visitor, id)).statusHistory[0]?.reason).toBeNull();
    } finally {
      await restore();
    }
  });

  it('counts the conversation and knows a survey answered', async () => {
    const { visitor, candidate, id } = await waiting(1);
    const restore = await t.setConfig(
      DOMAIN,
      'pcsxConfig.applicationFollowUpConfig.surveyEnabled',
      false,
    );
    try {
      await moveApplication(t.db, await site(), id, 'Hired', t.clock.now());
      expect((await read(visitor, id)).survey).toBe('none');
    } finally {
      await restore();
    }
    expect((await read(visitor, id)).survey).toBe('open');
    await t.db.insert(applicationMessages).values([
      { applicationId: id, groupId: candidate.groupId, author: 'candidate', body: 'Hello?' },
      { applicationId: id, groupId: candidate.groupId, author: 'employer', body: 'Hi!' },
      {
        applicationId: id,
        groupId: candidate.groupId,
        author: 'employer',
        body: 'Read',
        readAt: t.clock.now(),
      },
    ]);
    await t.db.insert(applicationSurveys).values({
      applicationId: id,
      groupId: candidate.groupId,
      positionId: (await rowOf(id)).positionId,
      stageId: 'hired',
      rating: 5,
    });
    expect(await read(visitor, id)).toMatchObject({
      messageCount: 3,
      unreadMessages: 1,
      survey: 'answered',
    });
  });

  it("ages a candidate's applications for the demo's dev call", async () => {
    const { candidate, id } = await waiting(0);
    await ageCandidateApplications(t.db, candidate.id, 11 * 24);
    expect((await rowOf(id)).expectedBy).toEqual(later(-1));
    await runApplicationFollowUp(deps(), t.clock.now());
    expect(await notificationsOf(candidate, 'application.overdue')).toHaveLength(1);
  });
});
