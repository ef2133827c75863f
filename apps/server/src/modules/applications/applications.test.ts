import {
  savePositionCall,
  applyCall,
  dashboardApplicationsCall,
  draftApplicationsCall,
  submitApplicationCall,
  uploadFileCall,
} from '@careers/contracts';
import { validateForm, type FormDefinition } from '@careers/forms/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  draftApplications,
  formVersions,
  mailOutbox,
  notifications,
} from '../../db/schema';
import {
  createTestApp,
  dataOf,
  logIn,
  logInNewCandidate,
  Visitor,
  type TestApp,
} from '../../testing/test-app';
import { findDemoPositionIds } from '../positions/positions.repository';
import { archivePosition } from '../positions/positions.service';
import { upsertProfileRow } from '../profile/profile.repository';
import { insertApplication, upsertDrafts } from './applications.repository';

// Apply, drafts and submissions on the real database.
const DOMAIN = 'northwind.example';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

// A complete, valid application for the demo form.
function validAnswers(resumeId: string) {
  return {
    firstName: 'Robin',
    lastName: 'Tester',
    email: 'robin@example.com',
    phone: '+1 4155550123',
    country: 'US',
    region: 'CA',
    resume: [{ uid: 'r1', name: 'cv.pdf', size: 10, type: 'application/pdf', fileId: resumeId }],
    experience: [],
    education: [],
    skills: ['Python'],
    workAuthorized: 'yes',
    relocate: 'no',
    startDate: '2027-01-15',
    consent: true,
  };
}

describe('apply', () => {
  let t: TestApp;
  let groupId: string;
  let openIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    groupId = (await t.groups.get(DOMAIN))?.id ?? '';
    // Positions Alex has not touched (the demo gives Alex the first four).
    openIds = (await findDemoPositionIds(t.db, groupId, t.clock.now(), 12)).open.slice(6);
  });
  afterAll(() => t.close());

  const applyPath = (pid: number | string) =>
    `${applyCall.path}?domain=${DOMAIN}&position_id=${pid}`;

  async function upload(visitor: Visitor, name = 'cv.pdf', content = PDF) {
    return visitor.post(uploadFileCall.path, {
      domain: DOMAIN,
      name,
      type: 'application/pdf',
      content,
    });
  }

  async function uploadedId(visitor: Visitor) {
    return dataOf(uploadFileCall, await upload(visitor)).fileId;
  }

  function submit(
    visitor: Visitor,
    pid: number,
    values: unknown,
    key = `key-${Math.random().toString(36).slice(2)}xxxxxxxx`,
  ) {
    return visitor.post(submitApplicationCall.path, {
      domain: DOMAIN,
      position_id: String(pid),
      values_json: JSON.stringify(values),
      idempotency_key: key,
    });
  }

  it('answers the form with the profile prefilled, and a visitor the form alone', async () => {
    const { visitor, candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    await upsertProfileRow(t.db, candidate.id, {
      phone: '+49 30 1234567',
      location: 'Berlin, Germany',
      experience: [
        {
          company: 'Northwind',
          title: 'Nurse',
          location: 'Berlin',
          period: { startDate: '2019-04', endDate: null, isCurrent: true },
          summary: '',
        },
      ],
      education: [{ school: 'Charité', degree: 'bachelor', field: '', graduated: '2018-07' }],
    });
    const page = dataOf(applyCall, await visitor.get(applyPath(openIds[0] ?? 0)));
    expect(page.state).toBe('open');
    expect(page.form?.layout).toBe('stepper');
    expect(JSON.parse(page.definitionJson)).toMatchObject({ title: 'Application' });
    // The profile's entries under the application form's own names; a month is its first day.
    expect(JSON.parse(page.prefillJson)).toMatchObject({
      email: candidate.email,
      phone: '+49 30 1234567',
      experience: [
        {
          company: 'Northwind',
          title: 'Nurse',
          period: { startDate: '2019-04', endDate: null, isCurrent: true },
          summary: '',
        },
      ],
      education: [{ school: 'Charité', degree: 'bachelor', field: '', graduated: '2018-07-01' }],
    });
    expect(page.draft).toBeNull();
    // The phone questions start on the country the profile's location names.
    expect(page.candidateCountry).toBe('DE');

    const anonymous = dataOf(applyCall, await new Visitor(t.app).get(applyPath(openIds[0] ?? 0)));
    expect(anonymous.state).toBe('open');
    expect(anonymous.prefillJson).toBe('{}');
    expect(anonymous.candidateCountry).toBeNull();
  });

  it('asks a visitor to log in where logged-out apply is off', async () => {
    const restore = await t.setConfig(
      DOMAIN,
      'pcsxConfig.applyConfig.loggedOutApplyEnabled',
      false,
    );
    try {
      const answer = await new Visitor(t.app).get(applyPath(openIds[0] ?? 0));
      expect(answer.statusCode).toBe(401);
    } finally {
      await restore();
    }
  });

  it('refuses with the same messages the browser shows, and stores nothing', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const pid = openIds[1] ?? 0;
    const values = {
      firstName: '',
      email: 'not-an-email',
      workAuthorized: 'no',
      linkedin: 'linkedin',
      startDate: '2020-01-01',
    };
    const answer = await submit(visitor, pid, values);
    expect(answer.statusCode).toBe(422);
    const { errors } = answer.json<{ errors: Record<string, string> }>();
    // The browser's own check of the same definition and answers (the toolkit's validateForm).
    const page = dataOf(applyCall, await visitor.get(applyPath(pid)));
    const definition = JSON.parse(page.definitionJson) as FormDefinition;
    const browser = validateForm(definition, values, { locale: 'en', today: '2026-11-21' });
    expect(Object.keys(browser).length).toBeGreaterThan(5);
    for (const [field, message] of Object.entries(browser)) expect(errors[field]).toBe(message);
    expect(errors.linkedin).toBe('Enter a link starting with https://');
    expect(errors.startDate).toBe('Choose a date after today');
    expect(errors.needsSponsorship).toBe(browser.needsSponsorship);
    expect(await t.db.select().from(applications).where(eq(applications.positionId, pid))).toEqual(
      [],
    );
  });

  it('refuses unknown questions and files that are not the candidate’s', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const other = await logInNewCandidate(t, { domain: DOMAIN });
    const theirs = await uploadedId(other.visitor);
    const answer = await submit(visitor, openIds[1] ?? 0, {
      ...validAnswers(theirs),
      salaryBand: 'A',
    });
    expect(answer.statusCode).toBe(422);
    const { errors } = answer.json<{ errors: Record<string, string> }>();
    expect(errors.salaryBand).toBe('This question is not on the form.');
    expect(errors.resume).toBe('This file could not be found. Please upload it again.');
  });

  it('submits once, drops hidden answers, removes the draft and notifies by mail', async () => {
    const { visitor, candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    const pid = openIds[2] ?? 0;
    const resume = await uploadedId(visitor);
    const draft = await visitor.send('PUT', draftApplicationsCall.path, {
      domain: DOMAIN,
      position_id: String(pid),
      values_json: JSON.stringify({ firstName: 'Robin' }),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    // needsSponsorship shows only when workAuthorized is no: its value must not be kept.
    const values = { ...validAnswers(resume), needsSponsorship: 'yes' };
    const key = 'double-click-key-0001';
    const [first, second] = await Promise.all([
      submit(visitor, pid, values, key),
      submit(visitor, pid, values, key),
    ]);
    const a = dataOf(submitApplicationCall, first).application;
    const b = dataOf(submitApplicationCall, second).application;
    expect(a.id).toBe(b.id);
    expect(a.status).toBe('Submitted');
    expect(a.statusHistory.map((change) => change.status)).toEqual(['Submitted']);

    const [stored] = await t.db.select().from(applications).where(eq(applications.id, a.id));
    expect(stored?.answers).not.toHaveProperty('needsSponsorship');
    expect(stored?.answers.resume).toEqual([
      {
        fileId: resume,
        name: 'cv.pdf',
        size: Buffer.from(PDF, 'base64').length,
        type: 'application/pdf',
      },
    ]);

    const drafts = dataOf(
      draftApplicationsCall,
      await visitor.get(`${draftApplicationsCall.path}?domain=${DOMAIN}`),
    );
    expect(drafts.draftApplications.map((entry) => entry.positionId)).not.toContain(pid);
    const bell = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.candidateId, candidate.id));
    expect(bell.map((row) => row.messageKey)).toContain('application.submitted');
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, candidate.email));
    expect(mail.some((row) => row.textBody.includes('We received your application'))).toBe(true);

    // Another key for the same job: already applied.
    const again = await submit(visitor, pid, values);
    expect(again.statusCode).toBe(409);
    expect(dataOf(applyCall, await visitor.get(applyPath(pid))).state).toBe('applied');
    const listed = dataOf(
      dashboardApplicationsCall,
      await visitor.get(`${dashboardApplicationsCall.path}?domain=${DOMAIN}`),
    );
    expect(listed.applications.map((entry) => entry.id)).toContain(a.id);

    // The list is kept (decision 020) and dropped when what it shows changes: the job saved,
    // then closed.
    const dashboard = async () =>
      dataOf(
        dashboardApplicationsCall,
        await visitor.get(`${dashboardApplicationsCall.path}?domain=${DOMAIN}`),
      );
    const saved = await visitor.post(savePositionCall.path, {
      domain: DOMAIN,
      position_id: String(pid),
      operation: 'save',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSave = (await dashboard()).applications.find((entry) => entry.id === a.id);
    expect(afterSave?.position.positionUserActions.isSaved).toBe(true);
    await archivePosition(t.db, groupId, pid, t.clock.now());
    const afterClose = await dashboard();
    expect(afterClose.inactiveApplications.map((entry) => entry.id)).toContain(a.id);
  });

  it('keeps drafts per candidate and group, open or closed by the position', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const other = await logInNewCandidate(t, { domain: DOMAIN });
    const pid = openIds[3] ?? 0;
    const save = (who: Visitor, values: unknown) =>
      who.send('PUT', draftApplicationsCall.path, {
        domain: DOMAIN,
        position_id: String(pid),
        values_json: JSON.stringify(values),
      });
    expect((await save(visitor, { coverLetter: 'Mine' })).statusCode).toBe(200);
    expect((await save(visitor, { coverLetter: 'Mine, edited' })).statusCode).toBe(200);
    const page = dataOf(applyCall, await visitor.get(applyPath(pid)));
    expect(JSON.parse(page.draft?.valuesJson ?? '{}')).toEqual({ coverLetter: 'Mine, edited' });
    // Another candidate sees none of it.
    expect(dataOf(applyCall, await other.visitor.get(applyPath(pid))).draft).toBeNull();
    const list = (who: Visitor) => who.get(`${draftApplicationsCall.path}?domain=${DOMAIN}`);
    expect(dataOf(draftApplicationsCall, await list(other.visitor)).draftApplications).toEqual([]);
    // Unknown questions are refused in a draft too.
    expect((await save(visitor, { nope: 1 })).statusCode).toBe(422);

    await archivePosition(t.db, groupId, pid, t.clock.now());
    const drafts = dataOf(draftApplicationsCall, await list(visitor)).draftApplications;
    expect(drafts[0]?.position.archivedAt).toBeGreaterThan(0);
    expect(dataOf(applyCall, await visitor.get(applyPath(pid))).state).toBe('closed');

    // The id as the list gives it, a number (a link's text works too, below).
    const removed = await visitor.send('DELETE', draftApplicationsCall.path, {
      domain: DOMAIN,
      position_ids: [pid],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await visitor.send('DELETE', draftApplicationsCall.path, {
      domain: DOMAIN,
      position_ids: [String(pid)],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(dataOf(draftApplicationsCall, await list(visitor)).draftApplications).toEqual([]);
    // Exactly one id.
    const two = await visitor.send('DELETE', draftApplicationsCall.path, {
      domain: DOMAIN,
      position_ids: ['1', '2'],
    });
    expect(two.statusCode).toBe(422);
  });

  it('commits drafts saved at once together, the later of one draft winning; none for a job applied to; 410 once archived', async () => {
    const { visitor, candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    const pid = openIds[4] ?? 0;
    const save = (coverLetter: string) =>
      visitor.send('PUT', draftApplicationsCall.path, {
        domain: DOMAIN,
        position_id: String(pid),
        values_json: JSON.stringify({ coverLetter }),
      });
    // Which of two saves sent at once lands last is the server's to say (on PostgreSQL they run
    // side by side); both are answered and one is kept.
    const together = await Promise.all([save('First'), save('Second')]);
    expect(together.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const page = dataOf(applyCall, await visitor.get(applyPath(pid)));
    expect(['First', 'Second']).toContain(
      (JSON.parse(page.draft?.valuesJson ?? '{}') as { coverLetter?: string }).coverLetter,
    );
    // One batch with the same draft twice keeps the later (one statement may not update a row
    // twice).
    const draft = { candidateId: candidate.id, positionId: pid, groupId, updatedAt: t.clock.now() };
    await upsertDrafts(t.db, [
      { ...draft, answers: { coverLetter: 'Third' } },
      { ...draft, answers: { coverLetter: 'Fourth' } },
    ]);
    const batched = dataOf(applyCall, await visitor.get(applyPath(pid)));
    expect(JSON.parse(batched.draft?.valuesJson ?? '{}')).toEqual({ coverLetter: 'Fourth' });

    // A draft that reaches the database after its job was applied to is not written.
    const applied = openIds[5] ?? 0;
    const [version] = await t.db.select({ id: formVersions.id }).from(formVersions).limit(1);
    await insertApplication(t.db, {
      groupId,
      candidateId: candidate.id,
      positionId: applied,
      formVersionId: version?.id ?? 0,
      answers: {},
      status: 'Submitted',
      idempotencyKey: 'group-commit-test',
      submittedAt: t.clock.now(),
      expectedBy: null,
    });
    await upsertDrafts(t.db, [
      {
        candidateId: candidate.id,
        positionId: applied,
        groupId,
        answers: {},
        updatedAt: t.clock.now(),
      },
    ]);
    const drafts = await t.db
      .select()
      .from(draftApplications)
      .where(eq(draftApplications.candidateId, candidate.id));
    expect(drafts.map((draft) => draft.positionId)).toEqual([pid]);

    // What a save remembers of the position is dropped when the position changes.
    await archivePosition(t.db, groupId, pid, t.clock.now());
    expect((await save('Third')).statusCode).toBe(410);
  });

  it('answers 404 for another group’s position and a private one without its key', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const contoso = new Visitor(t.app, 'contoso.example');
    await logIn(contoso, t.db, 'jamie.chen@contoso.example').catch(() => undefined);
    expect((await visitor.get(applyPath('99999999'))).statusCode).toBe(404);
  });

  it('checks uploads by their bytes and size', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString(
      'base64',
    );
    const fake = await upload(visitor, 'cv.pdf', png);
    expect(fake.statusCode).toBe(422);
    const exe = await upload(visitor, 'cv.pdf', Buffer.from('MZ\x90\x00binary').toString('base64'));
    expect(exe.statusCode).toBe(422);
    const big = await upload(
      visitor,
      'cv.pdf',
      Buffer.alloc(10 * 1024 * 1024 + 1, 0x25).toString('base64'),
    );
    expect([413, 422]).toContain(big.statusCode);
    expect((await upload(new Visitor(t.app), 'cv.pdf')).statusCode).not.toBe(200);
  });

  it('keeps no answer past 10,000 characters: left out of a draft, refused in the browser’s words on submit', async () => {
    const { visitor, candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    const pid = openIds[5] ?? 0;
    const long = 'x'.repeat(200_000);
    const draft = await visitor.send('PUT', draftApplicationsCall.path, {
      domain: DOMAIN,
      position_id: String(pid),
      values_json: JSON.stringify({ firstName: 'Robin', city: long, coverLetter: long }),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const page = dataOf(applyCall, await visitor.get(applyPath(pid)));
    expect(JSON.parse(page.draft?.valuesJson ?? '{}')).toEqual({ firstName: 'Robin' });

    const resume = await uploadedId(visitor);
    const values = { ...validAnswers(resume), city: long, coverLetter: long };
    const answer = await submit(visitor, pid, values);
    expect(answer.statusCode).toBe(422);
    const { errors } = answer.json<{ errors: Record<string, string> }>();
    const definition = JSON.parse(page.definitionJson) as FormDefinition;
    const browser = validateForm(definition, values, { locale: 'en', today: '2026-11-21' });
    // The city has no length rule of its own; the cover letter keeps its 5,000.
    expect(errors).toEqual({
      city: 'Enter no more than 10000 characters.',
      coverLetter: 'Enter no more than 5000 characters.',
    });
    expect(browser).toEqual(errors);
    // A pasted 10 MB never reaches the rules: the body is refused, not a 5xx.
    const huge = await submit(visitor, pid, { ...values, city: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const stored = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.positionId, pid), eq(applications.candidateId, candidate.id)));
    expect(stored).toEqual([]);
  });

  it('never answers 5xx to odd answers', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const pid = openIds[4] ?? 0;
    const odd = [
      '[]',
      'null',
      '"text"',
      '{"firstName":{"a":[1,2,{"b":null}]}}',
      '{"experience":"not a list"}',
      '{"experience":[1,"x",null,{"company":5}]}',
      '{"resume":"cv.pdf"}',
      '{"resume":[{"fileId":"not-a-uuid"}]}',
      `{"a":${'['.repeat(100)}${']'.repeat(100)}}`,
      '{"__proto__":{"x":1}}',
      'not json',
    ];
    for (const valuesJson of odd) {
      const answer = await visitor.post(submitApplicationCall.path, {
        domain: DOMAIN,
        position_id: String(pid),
        values_json: valuesJson,
        idempotency_key: 'odd-input-key-000001',
      });
      expect(answer.statusCode, valuesJson).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, valuesJson).toBeLessThan(500);
    }
  });
});
