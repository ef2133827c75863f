import {
  bookInterviewCall,
  cancelInterviewCall,
  dashboardInterviewsCall,
  dashboardNudgesCall,
  interviewCall,
  interviewIcsUrl,
  notificationsCall,
  requestInterviewTimesCall,
} from '@careers/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewReminders, mailOutbox } from '../db/schema';
import { cliRunner } from './cli-test-runner';
import { createApplication } from '../testing/fixtures';
import {
  createTestApp,
  dataOf,
  logIn,
  logInNewCandidate,
  type TestApp,
  type Visitor,
} from '../testing/test-app';
import { sendInterviewReminders } from '../modules/interviews/interviews.public';

const DOMAIN = 'northwind.example';
const HOUR = 3_600_000;

// Candidates choose, move and cancel interview times within the group's rules
// (docs/product/interviews.md); the test clock starts at 2026-11-21T10:00Z.
describe('interview self-scheduling', () => {
  let t: TestApp;
  const cli = (...args: string[]) => cliRunner(t, DOMAIN)(...args);

  beforeAll(async () => {
    t = await createTestApp();
    await t.setConfig(
      DOMAIN,
      'pcsxConfig.interviewSchedulingConfig.contactEmail',
      'talent@northwind.example',
    );
  });
  afterAll(() => t.close());

  const at = (hoursFromNow: number) => new Date(t.clock.now().getTime() + hoursFromNow * HOUR);
  const iso = (hoursFromNow: number) => at(hoursFromNow).toISOString();

  async function offered(options: { slots?: number[]; extra?: string[] } = {}) {
    const { visitor, candidate } = await logInNewCandidate(t);
    const application = await createApplication(t.db, candidate, { now: t.clock.now() });
    const slots = options.slots ?? [48, 49, 50];
    const lines = await cli(
      'interviews',
      'offer-slots',
      '--application',
      application.id,
      ...slots.flatMap((hours) => ['--slot', iso(hours)]),
      '--duration',
      '45',
      '--interviewers',
      'Dana Reyes, Sam Lee',
      '--time-zone',
      'Europe/Berlin',
      '--link',
      'https://meet.example/northwind',
      ...(options.extra ?? []),
    );
    const id = Number(/interview (\d+)/.exec(lines[0] ?? '')?.[1]);
    return { visitor, candidate, application, id };
  }

  const path = (template: string, id: number) => template.replace(':id', String(id));
  const show = (visitor: Visitor, id: number) =>
    visitor.get(`${path(interviewCall.path, id)}?domain=${DOMAIN}`);
  const book = (visitor: Visitor, id: number, slotId: number, extra: object = {}) =>
    visitor.post(path(bookInterviewCall.path, id), {
      domain: DOMAIN,
      slotId,
      timeZone: 'America/New_York',
      ...extra,
    });
  const cancel = (visitor: Visitor, id: number, reason = '') =>
    visitor.post(path(cancelInterviewCall.path, id), { domain: DOMAIN, reason });
  const errorOf = (answer: { json: () => unknown }) =>
    answer.json() as { message: string; errors?: Record<string, string> };

  it('invites the candidate to choose, lists the free times and books one', async () => {
    const { visitor, candidate, id } = await offered();
    const notifications = dataOf(
      notificationsCall,
      await visitor.get(`${notificationsCall.path}?domain=${DOMAIN}`),
    ).notifications;
    expect(notifications[0]).toMatchObject({
      notificationType: 'action_required',
      redirectUrl: `/careers/interviews/${id}/book`,
    });
    expect(notifications[0]?.message).toMatch(
      /^Northwind .*invites you to an interview for .+\. Choose a time that suits you\.$/,
    );
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, candidate.email));
    const invite = mails.find((mail) => mail.textBody.includes('Choose a time'));
    expect(invite?.textBody).toContain(
      `Choose a time: https://jobs.northwind.test/careers/interviews/${id}/book`,
    );
    const nudges = dataOf(
      dashboardNudgesCall,
      await visitor.get(`${dashboardNudgesCall.path}?domain=${DOMAIN}`),
    );
    expect(nudges.nudges[0]).toMatchObject({ kind: 'chooseInterviewTime', isActionRequired: true });

    const before = dataOf(interviewCall, await show(visitor, id));
    expect(before.interview).toMatchObject({
      status: 'offered',
      startsAt: null,
      interviewers: ['Dana Reyes', 'Sam Lee'],
      interviewerTimeZone: 'Europe/Berlin',
      changeBlockedBy: null,
      canCancel: true,
    });
    expect(before.slots.map((slot) => slot.startsAt)).toEqual([iso(48), iso(49), iso(50)]);
    expect(before.rules).toMatchObject({
      minNoticeHours: 24,
      changeCutoffHours: 24,
      maxReschedules: 2,
    });

    const chosen = before.slots[1]!;
    const booked = dataOf(bookInterviewCall, await book(visitor, id, chosen.id)).interview;
    expect(booked).toMatchObject({
      status: 'booked',
      startsAt: chosen.startsAt,
      durationMinutes: 45,
      sequence: 0,
    });
    expect(booked.history.map((event) => event.kind)).toEqual(['offered', 'booked']);
    // The same request again (a double click) changes nothing.
    const replay = dataOf(bookInterviewCall, await book(visitor, id, chosen.id)).interview;
    expect(replay.history).toHaveLength(2);

    const listed = dataOf(
      dashboardInterviewsCall,
      await visitor.get(`${dashboardInterviewsCall.path}?domain=${DOMAIN}`),
    );
    expect(listed.upcoming.map((entry) => [entry.id, entry.status])).toEqual([[id, 'booked']]);
    const ics = await visitor.get(interviewIcsUrl(id, DOMAIN));
    expect(ics.body).toContain(`UID:interview-${id}@${DOMAIN}\r\n`);
    expect(ics.body).toContain('SEQUENCE:0\r\n');
    // In the order they were written: without it PostgreSQL may return another test's mail last.
    const employerMail = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'talent@northwind.example'))
      .orderBy(mailOutbox.id);
    expect(employerMail.at(-1)?.textBody).toContain(`${candidate.email} booked an interview`);
    expect(employerMail.at(-1)?.textBody).toContain('Now: ');
  });

  it('gives a time to one candidate only, however many ask at once', async () => {
    const first = await offered({ slots: [60] });
    // Everyone at a stage of one position is offered one shared set of times.
    const others = await Promise.all([1, 2, 3, 4].map(() => logInNewCandidate(t)));
    const slotOf = async (visitor: Visitor, id: number) =>
      dataOf(interviewCall, await show(visitor, id)).slots[0]!.id;
    const slotId = await slotOf(first.visitor, first.id);
    const positionId = first.application.positionId;
    for (const other of others)
      await createApplication(t.db, other.candidate, { now: t.clock.now() });
    const lines = await cli(
      'interviews',
      'offer-slots',
      '--position',
      String(positionId),
      '--stage',
      'Submitted',
      '--slot',
      iso(70),
      '--duration',
      '30',
    );
    expect(lines.length).toBeGreaterThanOrEqual(5);
    const ids = await Promise.all(
      others.map(async ({ visitor }) => {
        const listed = dataOf(
          dashboardInterviewsCall,
          await visitor.get(`${dashboardInterviewsCall.path}?domain=${DOMAIN}`),
        );
        return listed.upcoming[0]!.id;
      }),
    );
    const shared = await slotOf(others[0]!.visitor, ids[0]!);
    const answers = await Promise.all(
      others.map(({ visitor }, index) => book(visitor, ids[index]!, shared)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(refused)).toMatchObject({ errors: { booking: 'slot_taken' } });
    // The fresh list no longer has it.
    const loser = others[answers.indexOf(refused)]!;
    expect(
      dataOf(interviewCall, await show(loser.visitor, ids[answers.indexOf(refused)]!)).slots,
    ).toEqual([]);
    // The first candidate's own offer was given the new time too (it shares nothing with theirs
    // but adds to their set), and their earlier time is still theirs to take.
    expect((await book(first.visitor, first.id, slotId)).statusCode).toBe(200);
  });

  it('keeps to the rules: notice, book-by, cut-off, reschedule limit and reason', async () => {
    const restore = await t.setConfig(
      DOMAIN,
      'pcsxConfig.interviewSchedulingConfig.reasonRequired',
      true,
    );
    try {
      const {
        visitor,
        id,
        candidate: { email },
      } = await offered({
        slots: [10, 30, 40, 50, 60],
        extra: ['--book-by', iso(100)],
      });
      const { slots } = dataOf(interviewCall, await show(visitor, id));
      // Ten hours ahead is within the 24 hours' notice: not offered, and refused if asked for.
      expect(slots.map((slot) => slot.startsAt)).toEqual([iso(30), iso(40), iso(50), iso(60)]);
      const rows = await t.db.select().from(mailOutbox).limit(0);
      expect(rows).toEqual([]);
      const [s30, s40, s50, s60] = slots as [
        (typeof slots)[0],
        (typeof slots)[0],
        (typeof slots)[0],
        (typeof slots)[0],
      ];
      expect((await book(visitor, id, s30.id)).statusCode).toBe(200);
      // A move asks for the reason the group requires; a reason of 100 KB is refused.
      const noReason = await book(visitor, id, s40.id);
      expect(noReason.statusCode).toBe(422);
      expect(errorOf(noReason).errors).toMatchObject({ reason: 'Enter a reason' });
      expect((await book(visitor, id, s40.id, { reason: 'x'.repeat(100_000) })).statusCode).toBe(
        422,
      );
      const moved = dataOf(
        bookInterviewCall,
        await book(visitor, id, s40.id, { reason: 'A clash' }),
      ).interview;
      expect(moved).toMatchObject({
        status: 'rescheduled',
        startsAt: s40.startsAt,
        sequence: 1,
        reschedulesLeft: 1,
      });
      expect(moved.history.at(-1)).toMatchObject({
        kind: 'rescheduled',
        reason: 'A clash',
        by: 'candidate',
      });
      const ics = await visitor.get(interviewIcsUrl(id, DOMAIN));
      expect(ics.body).toContain('SEQUENCE:1\r\n');
      expect(ics.body).toContain(`UID:interview-${id}@${DOMAIN}\r\n`);
      // The freed time is free again.
      expect(dataOf(interviewCall, await show(visitor, id)).slots.map((slot) => slot.id)).toContain(
        s30.id,
      );
      expect((await book(visitor, id, s50.id, { reason: 'Again' })).statusCode).toBe(200);
      const limit = await book(visitor, id, s60.id, { reason: 'Once more' });
      expect(limit.statusCode).toBe(409);
      expect(errorOf(limit).errors).toMatchObject({ booking: 'reschedule_limit' });

      // Within 24 hours of the interview nothing changes any more.
      t.clock.advance(30 * HOUR);
      await logIn(visitor, t.db, email);
      const late = dataOf(interviewCall, await show(visitor, id)).interview;
      expect(late).toMatchObject({ changeBlockedBy: 'cutoff_passed', canCancel: false });
      const tooLate = await cancel(visitor, id, 'Sick');
      expect(tooLate.statusCode).toBe(409);
      expect(errorOf(tooLate).errors).toMatchObject({ booking: 'cutoff_passed' });
      t.clock.advance(-30 * HOUR);

      // Past --book-by an offer takes no booking.
      const second = await offered({ slots: [200], extra: ['--book-by', iso(20)] });
      const [slot] = dataOf(interviewCall, await show(second.visitor, second.id)).slots;
      t.clock.advance(21 * HOUR);
      await logIn(second.visitor, t.db, second.candidate.email);
      const closed = await book(second.visitor, second.id, slot!.id);
      expect(closed.statusCode).toBe(409);
      expect(errorOf(closed).errors).toMatchObject({ booking: 'book_by_passed' });
      t.clock.advance(-21 * HOUR);
    } finally {
      await restore();
    }
  });

  it('refuses what is not the candidate’s: another’s interview, another offer’s time, a zone that does not exist', async () => {
    const mine = await offered();
    const theirs = await offered();
    const [their] = dataOf(interviewCall, await show(theirs.visitor, theirs.id)).slots;
    const [own] = dataOf(interviewCall, await show(mine.visitor, mine.id)).slots;
    expect((await show(mine.visitor, theirs.id)).statusCode).toBe(404);
    expect((await book(mine.visitor, theirs.id, their!.id)).statusCode).toBe(404);
    expect((await cancel(mine.visitor, theirs.id)).statusCode).toBe(404);
    expect((await book(mine.visitor, mine.id, their!.id)).statusCode).toBe(404);
    expect(
      (await book(mine.visitor, mine.id, own!.id, { timeZone: 'Mars/Olympus_Mons' })).statusCode,
    ).toBe(422);
    expect((await book(mine.visitor, mine.id, 0)).statusCode).toBe(422);
    expect((await show(mine.visitor, 0)).statusCode).toBe(404);
    expect((await mine.visitor.get(`/api/pcsx/interviews/abc?domain=${DOMAIN}`)).statusCode).toBe(
      422,
    );
    const { visitor: elsewhere } = await logInNewCandidate(t, { domain: 'contoso.example' });
    expect(
      (await elsewhere.get(`${path(interviewCall.path, mine.id)}?domain=contoso.example`))
        .statusCode,
    ).toBe(404);
  });

  it('cancels, and sends the employer "none of these times work" with the note', async () => {
    const { visitor, id, candidate } = await offered();
    const note = await visitor.post(path(requestInterviewTimesCall.path, id), {
      domain: DOMAIN,
      note: 'Mornings next week would suit me, before 11:00 New York time.',
    });
    expect(note.statusCode).toBe(200);
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'talent@northwind.example'))
      .orderBy(mailOutbox.id);
    expect(mail.at(-1)?.textBody).toContain(`${candidate.email} asked for other interview times`);
    expect(mail.at(-1)?.textBody).toContain('Their note: Mornings next week would suit me');
    expect(
      (await visitor.post(path(requestInterviewTimesCall.path, id), { domain: DOMAIN, note: ' ' }))
        .statusCode,
    ).toBe(422);
    const list = await cli('interviews', 'list');
    expect(list.join('\n')).toContain(
      'times_requested by candidate  “Mornings next week would suit me',
    );

    const cancelled = dataOf(cancelInterviewCall, await cancel(visitor, id)).interview;
    expect(cancelled.status).toBe('cancelled_by_candidate');
    expect(
      dataOf(cancelInterviewCall, await cancel(visitor, id)).interview.history.filter(
        (event) => event.kind === 'cancelled_by_candidate',
      ),
    ).toHaveLength(1);
    const [slot] = dataOf(interviewCall, await show(visitor, id)).slots;
    expect(slot).toBeUndefined();
  });

  it('lets the employer cancel an interview, telling the candidate, and record how one went', async () => {
    const { visitor, id } = await offered({ slots: [48, 49] });
    const [first] = dataOf(interviewCall, await show(visitor, id)).slots;
    expect((await book(visitor, id, first!.id)).statusCode).toBe(200);
    expect(
      await cli('interviews', 'cancel', String(id), '--reason', 'The role was filled'),
    ).toEqual([`Cancelled interview ${id}.`]);
    const after = dataOf(interviewCall, await show(visitor, id));
    expect(after.interview).toMatchObject({ status: 'cancelled_by_employer', sequence: 1 });
    expect(after.interview.history.at(-1)).toMatchObject({
      kind: 'cancelled_by_employer',
      by: 'employer',
      reason: 'The role was filled',
    });
    const bell = dataOf(
      notificationsCall,
      await visitor.get(`${notificationsCall.path}?domain=${DOMAIN}`),
    ).notifications;
    expect(bell[0]?.message).toMatch(/^Northwind .*cancelled your interview for .+ on .+\.$/);
    await expect(cli('interviews', 'cancel', String(id))).rejects.toThrow('nothing to cancel');

    const later = await offered({ slots: [30] });
    const [slot] = dataOf(interviewCall, await show(later.visitor, later.id)).slots;
    expect((await book(later.visitor, later.id, slot!.id)).statusCode).toBe(200);
    await expect(cli('interviews', 'outcome', String(later.id), 'completed')).rejects.toThrow(
      'only a booked interview that has started has an outcome',
    );
    t.clock.advance(31 * HOUR);
    expect(await cli('interviews', 'outcome', String(later.id), 'no-show')).toEqual([
      `Interview ${later.id} is now no_show.`,
    ]);
    t.clock.advance(-31 * HOUR);
  });

  it('reminds once per configured time, never for a cancelled or moved time', async () => {
    const deps = {
      db: t.db,
      groups: t.groups,
      env: { PUBLIC_ORIGIN: 'https://jobs.northwind.test' } as never,
      outbox: { notify: () => {} } as never,
    };
    const { visitor, id, candidate } = await offered({ slots: [30, 40] });
    const gone = await offered({ slots: [30] });
    const [s30, s40] = dataOf(interviewCall, await show(visitor, id)).slots;
    expect((await book(visitor, id, s30!.id)).statusCode).toBe(200);
    const [g30] = dataOf(interviewCall, await show(gone.visitor, gone.id)).slots;
    expect((await book(gone.visitor, gone.id, g30!.id)).statusCode).toBe(200);
    expect((await cancel(gone.visitor, gone.id)).statusCode).toBe(200);
    const remindersOf = async (interviewId: number) =>
      t.db.select().from(interviewReminders).where(eq(interviewReminders.interviewId, interviewId));

    // 24 hours before 30 hours from now: due in 6 hours. (Runs also send the demo's own.)
    await sendInterviewReminders(deps, t.clock.now());
    expect(await remindersOf(id)).toEqual([]);
    t.clock.advance(7 * HOUR);
    // Two processes at once, then again after a restart: one reminder.
    await Promise.all([
      sendInterviewReminders(deps, t.clock.now()),
      sendInterviewReminders(deps, t.clock.now()),
    ]);
    await sendInterviewReminders(deps, t.clock.now());
    expect((await remindersOf(id)).map((row) => row.minutesBefore)).toEqual([1440]);
    expect(await remindersOf(gone.id)).toEqual([]);
    await logIn(visitor, t.db, candidate.email);
    const reminders = dataOf(
      notificationsCall,
      await visitor.get(`${notificationsCall.path}?domain=${DOMAIN}`),
    ).notifications.filter((entry) => entry.message.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    // Written in the zone the candidate booked in.
    expect(reminders[0]?.message).toMatch(/^Reminder: your interview for .+ is .+ EST\.$/);

    // Moved before its hour-before reminder: reminders follow the new time only.
    t.clock.advance(-7 * HOUR);
    await logIn(visitor, t.db, candidate.email);
    expect((await book(visitor, id, s40!.id)).statusCode).toBe(200);
    t.clock.advance(29.5 * HOUR);
    await sendInterviewReminders(deps, t.clock.now());
    t.clock.advance(10 * HOUR);
    await sendInterviewReminders(deps, t.clock.now());
    const sent = await remindersOf(id);
    expect(sent.map((row) => [row.startsAt.toISOString(), row.minutesBefore]).sort()).toEqual(
      [
        [iso(-39.5 + 30), 1440],
        [iso(-39.5 + 40), 1440],
        [iso(-39.5 + 40), 60],
      ].sort(),
    );
    t.clock.advance(-39.5 * HOUR);
  });
});
