import {
  answerSurveyCall,
  applicationMessagesCall,
  fillCallPath,
  MY_DATA_PATH,
  saveDraftApplicationCall,
  sendApplicationMessageCall,
  settingsCall,
  unsubscribeDraftRemindersCall,
  updateSettingsCall,
  uploadFileCall,
} from '@careers/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import {
  applicationMessages,
  applicationUpdates,
  draftApplications,
  mailOutbox,
  notifications,
} from '../../db/schema';
import { createApplication } from '../../testing/fixtures';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  type TestApp,
  type Visitor,
} from '../../testing/test-app';
import { loadOrCreateSecret } from '../auth/auth.public';
import { draftReminderToken, sendDraftReminders } from '../applications/applications.public';
import type { Candidate } from '../candidates/candidates.public';
import { recordInterviewOutcome, scheduleInterview } from '../interviews/interviews.public';
import { findDemoPositionIds } from '../positions/positions.public';
import {
  listMessageThreads,
  replyToThread,
  showMessageThread,
  surveyReport,
} from './application-messages.public';

const DOMAIN = 'northwind.example';
const OTHER_DOMAIN = 'contoso.example';
const HOUR = 3_600_000;
const ORIGIN = 'https://jobs.northwind.test';

// An application's conversation, its "How was it?" answer and the draft reminder
// (docs/product/application-follow-up.md), on the real database.
let t: TestApp;
let secret = '';

beforeAll(async () => {
  t = await createTestApp();
  secret = await loadOrCreateSecret(t.db, 'csrf-hmac');
}, 60_000);
afterAll(() => t.close());

async function northwind() {
  const group = await t.groups.get(DOMAIN);
  if (!group) throw new Error('No northwind group');
  return group;
}
const site = async () => ({ group: await northwind(), publicOrigin: ORIGIN });

const messagesPath = (id: string) => fillCallPath(applicationMessagesCall.path, { id });
const read = (visitor: Visitor, id: string, domain = DOMAIN) =>
  visitor.get(`${messagesPath(id)}?domain=${domain}`);
const send = (visitor: Visitor, id: string, body: unknown, domain = DOMAIN) =>
  visitor.post(messagesPath(id), { domain, ...(body as object) });
const answer = (visitor: Visitor, id: string, body: object) =>
  visitor.post(fillCallPath(answerSurveyCall.path, { id }), { domain: DOMAIN, ...body });

async function applied(statuses?: string[]) {
  const { visitor, candidate } = await logInNewCandidate(t);
  const application = await createApplication(t.db, candidate, {
    now: t.clock.now(),
    ...(statuses ? { statuses } : {}),
  });
  return { visitor, candidate, application };
}

const mailsTo = (address: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe('a conversation per application', () => {
  it('sends, reads and marks read both ways', async () => {
    const { visitor, application } = await applied();
    const sent = await send(visitor, application.id, { body: '  When will I hear back?  ' });
    const { message } = dataOf(sendApplicationMessageCall, sent);
    expect(message).toMatchObject({
      author: 'candidate',
      body: 'When will I hear back?',
      attachment: null,
      readAt: null,
    });

    const group = await northwind();
    const listed = await listMessageThreads(t.db, group, { unanswered: true });
    expect(listed.find((thread) => thread.applicationId === application.id)).toMatchObject({
      messages: 1,
      unread: 1,
      lastAuthor: 'candidate',
    });

    // The team reads it: the candidate sees it read.
    const shown = await showMessageThread(t.db, group, application.id, t.clock.now());
    expect(shown.messages.map((row) => row.body)).toEqual(['When will I hear back?']);
    const afterShow = dataOf(applicationMessagesCall, await read(visitor, application.id));
    expect(afterShow.messages[0]?.readAt).toBe(t.clock.now().toISOString());

    await replyToThread(t.db, await site(), application.id, 'Within ten days.', t.clock.now());
    const unanswered = await listMessageThreads(t.db, group, { unanswered: true });
    expect(unanswered.some((thread) => thread.applicationId === application.id)).toBe(false);

    // The team's answer is unread until the candidate opens the thread; the read marks it.
    const [reply] = await t.db
      .select()
      .from(applicationMessages)
      .where(
        and(
          eq(applicationMessages.applicationId, application.id),
          eq(applicationMessages.author, 'employer'),
        ),
      );
    expect(reply?.readAt).toBeNull();
    const thread = dataOf(applicationMessagesCall, await read(visitor, application.id));
    expect(thread.messages.map((row) => [row.author, row.body])).toEqual([
      ['candidate', 'When will I hear back?'],
      ['employer', 'Within ten days.'],
    ]);
    const again = dataOf(applicationMessagesCall, await read(visitor, application.id));
    expect(again.messages[1]?.readAt).not.toBeNull();
  });

  it('refuses an empty or too long message and a 1 MB body, never with a 5xx', async () => {
    const { visitor, application } = await applied();
    expect((await send(visitor, application.id, { body: '   ' })).statusCode).toBe(422);
    expect((await send(visitor, application.id, { body: 'x'.repeat(5001) })).statusCode).toBe(422);
    const huge = await send(visitor, application.id, { body: 'x'.repeat(1024 * 1024) });
    expect([413, 422]).toContain(huge.statusCode);
    const longest = await send(visitor, application.id, { body: 'y'.repeat(5000) });
    expect(dataOf(sendApplicationMessageCall, longest).message.body).toHaveLength(5000);
  });

  it('keeps HTML as text, and mails the recruiting team escaped', async () => {
    const restore = await t.setConfig(
      DOMAIN,
      'pcsxConfig.applicationFollowUpConfig.recruitingEmail',
      'talent@northwind.example',
    );
    try {
      const { visitor, candidate, application } = await applied();
      const body = '<script>alert(1)</script><b>bold</b> & more';
      const { message } = dataOf(
        sendApplicationMessageCall,
        await send(visitor, application.id, { body }),
      );
      expect(message.body).toBe(body);
      const mails = (await mailsTo('talent@northwind.example')).filter((mail) =>
        mail.textBody.includes(application.id),
      );
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toMatch(/^Question from Test Candidate about /);
      expect(mail?.textBody).toContain(body);
      expect(mail?.textBody).toContain(`careers messages reply ${application.id} "…"`);
      expect(mail?.textBody).toContain(candidate.email);
      expect(mail?.htmlBody).not.toContain('<script>');
      expect(mail?.htmlBody).toContain('alert(1)');
    } finally {
      await restore();
    }
  });

  it('takes the candidate’s own uploaded file, described by the stored file, and refuses another’s', async () => {
    const { visitor, application } = await applied();
    const upload = async (who: Visitor) =>
      dataOf(
        uploadFileCall,
        await who.post(uploadFileCall.path, {
          domain: DOMAIN,
          name: 'notes.txt',
          type: 'application/pdf',
          content: Buffer.from('My notice period is one month.').toString('base64'),
        }),
      );
    const mine = await upload(visitor);
    const { visitor: other } = await logInNewCandidate(t);
    const theirs = await upload(other);

    const refused = await send(visitor, application.id, {
      body: 'See the file',
      file_id: theirs.fileId,
    });
    expect(refused.statusCode).toBe(422);
    const unknown = await send(visitor, application.id, {
      body: 'See the file',
      file_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);

    const { message } = dataOf(
      sendApplicationMessageCall,
      await send(visitor, application.id, { body: 'See the file', file_id: mine.fileId }),
    );
    expect(message.attachment).toEqual({
      fileId: mine.fileId,
      name: mine.name,
      size: mine.size,
      type: mine.type,
    });
    expect(message.attachment?.type).not.toBe('application/pdf');
  });

  it('answers 404 for another candidate’s application and another group’s', async () => {
    const { application } = await applied();
    const { visitor: stranger } = await logInNewCandidate(t);
    expect((await read(stranger, application.id)).statusCode).toBe(404);
    expect((await send(stranger, application.id, { body: 'Hello' })).statusCode).toBe(404);
    expect((await answer(stranger, application.id, { rating: 5 })).statusCode).toBe(404);
    const { visitor: elsewhere } = await logInNewCandidate(t, { domain: OTHER_DOMAIN });
    expect((await read(elsewhere, application.id, OTHER_DOMAIN)).statusCode).toBe(404);
    expect(
      (await send(elsewhere, application.id, { body: 'Hello' }, OTHER_DOMAIN)).statusCode,
    ).toBe(404);
    const contoso = await t.groups.get(OTHER_DOMAIN);
    if (!contoso) throw new Error('No contoso group');
    await expect(
      replyToThread(
        t.db,
        { group: contoso, publicOrigin: ORIGIN },
        application.id,
        'Hi',
        t.clock.now(),
      ),
    ).rejects.toThrow(`There is no application ${application.id}.`);
    await expect(showMessageThread(t.db, contoso, application.id, t.clock.now())).rejects.toThrow(
      'There is no application',
    );
  });

  it('allows 20 messages an hour, then 429', async () => {
    const { visitor, application } = await applied();
    for (let index = 0; index < 20; index += 1) {
      const sent = await send(visitor, application.id, { body: `Question ${index}` });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const over = await send(visitor, application.id, { body: 'One more' });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('refuses new messages with 403 when the conversation is off, even to a closed application it allows them', async () => {
    const { visitor, application } = await applied(['Submitted', 'Withdrawn']);
    expect((await send(visitor, application.id, { body: 'Why?' })).statusCode).toBe(200);
    const restore = await t.setConfig(
      DOMAIN,
      'pcsxConfig.applicationFollowUpConfig.messagesEnabled',
      false,
    );
    try {
      expect((await send(visitor, application.id, { body: 'Hello' })).statusCode).toBe(403);
    } finally {
      await restore();
    }
  });

  it('delivers an answer to that candidate only, in the bell and by mail', async () => {
    const one = await applied();
    const two = await applied();
    await send(one.visitor, one.application.id, { body: 'Is the job remote?' });
    await send(two.visitor, two.application.id, { body: 'Is there parking?' });
    await replyToThread(t.db, await site(), one.application.id, 'Hybrid.', t.clock.now());
    const told = (candidate: Candidate) =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.candidateId, candidate.id),
            eq(notifications.messageKey, 'application.message_answered'),
          ),
        );
    const [notification] = await told(one.candidate);
    expect(notification).toMatchObject({
      category: 'application',
      notificationType: 'informational',
      redirectUrl: `/careers/applications/${one.application.id}`,
    });
    expect(await told(two.candidate)).toEqual([]);
    const mails = await mailsTo(one.candidate.email);
    expect(mails.some((mail) => mail.textBody.includes('The recruiting team answered'))).toBe(true);
    expect(
      (await mailsTo(two.candidate.email)).some((mail) =>
        mail.textBody.includes('The recruiting team answered'),
      ),
    ).toBe(false);
  });
});

describe('How was it?', () => {
  it('is answered once, after the application closed; 7 stars is a 422', async () => {
    const { visitor, application } = await applied(['Submitted', 'Rejected']);
    expect((await answer(visitor, application.id, { rating: 7 })).statusCode).toBe(422);
    expect((await answer(visitor, application.id, { rating: 0 })).statusCode).toBe(422);
    const first = await answer(visitor, application.id, { rating: 4, comment: 'Fair and quick' });
    expect(dataOf(answerSurveyCall, first)).toEqual({ survey: 'answered' });
    const second = await answer(visitor, application.id, { rating: 5 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'You have already answered.' });
    const updates = await t.db
      .select()
      .from(applicationUpdates)
      .where(eq(applicationUpdates.applicationId, application.id));
    expect(updates.map((update) => update.kind)).toEqual(['survey_answered']);
  });

  it('is a 409 before an interview is completed, and open after', async () => {
    const { visitor, application } = await applied();
    expect((await answer(visitor, application.id, { rating: 3 })).statusCode).toBe(409);
    const interview = await scheduleInterview(
      t.db,
      await site(),
      {
        applicationId: application.id,
        startsAt: new Date(t.clock.now().getTime() - HOUR),
        durationMinutes: 30,
        joinUrl: null,
        location: 'Office',
        interviewers: [],
        interviewerTimeZone: 'UTC',
      },
      t.clock.now(),
    );
    await recordInterviewOutcome(
      t.db,
      (await northwind()).id,
      { interviewId: interview.id, outcome: 'completed' },
      t.clock.now(),
    );
    const answered = await answer(visitor, application.id, { rating: 3 });
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it('asks nothing when the group turned it off (403)', async () => {
    const { visitor, application } = await applied(['Submitted', 'Hired']);
    const restore = await t.setConfig(
      DOMAIN,
      'pcsxConfig.applicationFollowUpConfig.surveyEnabled',
      false,
    );
    try {
      expect((await answer(visitor, application.id, { rating: 5 })).statusCode).toBe(403);
    } finally {
      await restore();
    }
  });

  it('reports per position and stage, naming only who chose to share', async () => {
    const shared = await applied(['Submitted', 'Withdrawn']);
    const anonymous = await applied(['Submitted', 'Withdrawn']);
    await answer(shared.visitor, shared.application.id, {
      rating: 5,
      comment: 'Kind people',
      shareIdentity: true,
    });
    await answer(anonymous.visitor, anonymous.application.id, {
      rating: 2,
      comment: 'Too slow',
    });
    const report = await surveyReport(t.db, await northwind(), null);
    const entry = report.find(
      (row) => row.position.id === shared.application.positionId && row.stageId === 'withdrawn',
    );
    expect(entry?.count).toBeGreaterThanOrEqual(2);
    expect(entry?.comments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: 'Kind people', by: shared.candidate.email }),
        expect.objectContaining({ text: 'Too slow', by: null }),
      ]),
    );
    expect(JSON.stringify(report)).not.toContain(anonymous.candidate.email);
  });

  it('puts the thread and the answer in the data export', async () => {
    const { visitor, application } = await applied(['Submitted', 'Rejected']);
    await send(visitor, application.id, { body: 'Marmalade question' });
    await answer(visitor, application.id, { rating: 4, comment: 'Quince comment' });
    const exported = await visitor.get(`${MY_DATA_PATH}?domain=${DOMAIN}`);
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{ tables: Record<string, Record<string, unknown>[]> }>();
    expect(data.tables.application_messages?.map((row) => row.body)).toEqual([
      'Marmalade question',
    ]);
    expect(data.tables.application_surveys?.map((row) => row.comment)).toEqual(['Quince comment']);
  });
});

describe('the draft reminder', () => {
  const deps = () => ({
    db: t.db,
    groups: t.groups,
    secret,
    env: { PUBLIC_ORIGIN: ORIGIN },
    outbox: { notify: () => undefined },
  });
  const remindersTo = async (email: string) =>
    (await mailsTo(email)).filter((mail) => mail.subject === 'Pick up where you left off');
  const hoursLater = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR);

  async function openPositions() {
    const group = await northwind();
    return findDemoPositionIds(t.db, group.id, t.clock.now(), 8);
  }

  async function drafted(positionIndex = 6) {
    const { visitor, candidate } = await logInNewCandidate(t);
    const { open } = await openPositions();
    const positionId = open[positionIndex] ?? 0;
    const saved = await visitor.send('PUT', saveDraftApplicationCall.path, {
      domain: DOMAIN,
      position_id: String(positionId),
      values_json: JSON.stringify({ firstName: 'Robin' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { visitor, candidate, positionId };
  }

  it('goes once per draft, after the delay, with progress, a link back and a one-click unsubscribe', async () => {
    const { visitor, candidate, positionId } = await drafted();
    await sendDraftReminders(deps(), hoursLater(23));
    expect(await remindersTo(candidate.email)).toEqual([]);
    await sendDraftReminders(deps(), hoursLater(25));
    await sendDraftReminders(deps(), hoursLater(26));
    const mails = await remindersTo(candidate.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.textBody).toMatch(/Pick up where you left off — \d+ of \d+ sections? done/);
    expect(mail?.textBody).toContain('Continue your application');
    expect(mail?.textBody).toContain(`${ORIGIN}/careers/apply?pid=${positionId}&domain=${DOMAIN}`);
    const token = draftReminderToken(secret, (await northwind()).id, candidate.id);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/careers/job-alerts?draftReminders=${encodeURIComponent(token)}&domain=${DOMAIN}>`,
    });

    // A save after the reminder brings no second one.
    const saved = await visitor.send('PUT', saveDraftApplicationCall.path, {
      domain: DOMAIN,
      position_id: String(positionId),
      values_json: JSON.stringify({ firstName: 'Robin', lastName: 'Lee' }),
    });
    expect(saved.statusCode).toBe(200);
    await sendDraftReminders(deps(), hoursLater(48));
    expect(await remindersTo(candidate.email)).toHaveLength(1);
  });

  it('counts the sections done', async () => {
    const { sectionsDone } = await import('../applications/draft-reminders.job');
    const section = (name: string) => ({
      title: name,
      items: [{ name, type: 'text' as const, label: name, required: true }],
    });
    const definition = { sections: [section('a'), section('b'), section('c')] };
    expect(sectionsDone(definition, { a: 'yes', c: 'yes' })).toEqual({ done: 2, total: 3 });
    expect(sectionsDone({ sections: [] }, {})).toEqual({ done: 0, total: 1 });
  });

  it('is not sent once applied, for a closed job, or to a candidate who muted it or turned mail off', async () => {
    const group = await northwind();
    const { closed } = await openPositions();
    const insertDraft = async (candidate: Candidate, positionId: number) =>
      t.db.insert(draftApplications).values({
        candidateId: candidate.id,
        positionId,
        groupId: group.id,
        answers: {},
        updatedAt: t.clock.now(),
      });

    const applicant = await applied();
    await insertDraft(applicant.candidate, applicant.application.positionId);

    const late = await logInNewCandidate(t);
    if (closed !== null) await insertDraft(late.candidate, closed);

    const muted = await drafted(5);
    const settings = (visitor: Visitor, body: object) =>
      visitor.post(updateSettingsCall.path, { domain: DOMAIN, ...body });
    const mutedAnswer = await settings(muted.visitor, {
      muted_email_categories: ['draft_reminder'],
    });
    expect(mutedAnswer.statusCode, mutedAnswer.body).toBe(200);
    const shown = dataOf(
      settingsCall,
      await muted.visitor.get(`${settingsCall.path}?domain=${DOMAIN}`),
    );
    expect(shown.mutedEmailCategories).toEqual(['draft_reminder']);

    const silent = await drafted(4);
    expect((await settings(silent.visitor, { notify_by_email: false })).statusCode).toBe(200);

    await sendDraftReminders(deps(), hoursLater(25));
    for (const candidate of [
      applicant.candidate,
      late.candidate,
      muted.candidate,
      silent.candidate,
    ]) {
      expect(await remindersTo(candidate.email), candidate.email).toEqual([]);
    }
  });

  it('sends none where the group set no delay', async () => {
    const { candidate } = await drafted(3);
    const restore = await t.setConfig(
      DOMAIN,
      'pcsxConfig.applicationFollowUpConfig.draftReminderHours',
      null,
    );
    try {
      await sendDraftReminders(deps(), hoursLater(100));
      expect(await remindersTo(candidate.email)).toEqual([]);
    } finally {
      await restore();
    }
  });

  it('turns reminders off with the link’s token; a forged one is refused', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const group = await northwind();
    const token = draftReminderToken(secret, group.id, candidate.id);
    const anonymous = new (visitor.constructor as typeof Visitor)(t.app);
    await anonymous.page();
    const unsubscribe = (value: string) =>
      anonymous.post(unsubscribeDraftRemindersCall.path, { domain: DOMAIN, token: value });
    const forged = await unsubscribe(`${candidate.id}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(404);
    expect((await unsubscribe('not-a-token-at-all')).statusCode).toBe(404);
    // Another group's site does not take this group's token.
    const elsewhere = await anonymous.post(unsubscribeDraftRemindersCall.path, {
      domain: OTHER_DOMAIN,
      token,
    });
    expect(elsewhere.statusCode).toBe(404);
    const done = await unsubscribe(token);
    expect(dataOf(unsubscribeDraftRemindersCall, done)).toEqual({ unsubscribed: true });
    expect((await unsubscribe(token)).statusCode).toBe(200);
    const [row] = await queryRows<{ muted: string[] }>(
      t.db,
      sql`select muted_email_categories as muted from candidates where id = ${candidate.id}`,
    );
    expect(row?.muted).toEqual(['draft_reminder']);
  });
});
