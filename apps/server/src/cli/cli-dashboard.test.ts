import {
  dashboardApplicationsCall,
  dashboardInterviewsCall,
  interviewIcsUrl,
  keysToCamel,
  notificationsCall,
  withdrawApplicationCall,
  type Notification,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../testing/fixtures';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  type TestApp,
  type Visitor,
} from '../testing/test-app';
import { parseCommand } from './cli-commands';
import { UsageError } from './errors';
import { cliRunner } from './cli-test-runner';

const DOMAIN = 'northwind.example';

// The employer moves applications along and schedules interviews from the CLI; the candidate sees
// them, downloads the calendar file and withdraws.
describe('applications and interviews', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cli = (...args: string[]) => cliRunner(t, DOMAIN)(...args);

  async function notificationsOf(visitor: Visitor): Promise<Notification[]> {
    const response = await visitor.get(`${notificationsCall.path}?domain=${DOMAIN}`);
    return (keysToCamel(response.json()) as { data: { notifications: Notification[] } }).data
      .notifications;
  }

  const interviewsOf = async (visitor: Visitor) =>
    dataOf(
      dashboardInterviewsCall,
      await visitor.get(`${dashboardInterviewsCall.path}?domain=${DOMAIN}`),
    );

  const applicationsOf = async (visitor: Visitor) =>
    dataOf(
      dashboardApplicationsCall,
      await visitor.get(`${dashboardApplicationsCall.path}?domain=${DOMAIN}`),
    );

  it('moves an application on and tells the candidate, once per change', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const application = await createApplication(t.db, candidate, { now: t.clock.now() });
    expect((await applicationsOf(visitor)).applications[0]?.status).toBe('Submitted');
    expect(await cli('applications', 'status', application.id, 'in review')).toEqual([
      `Application ${application.id} is now In Review; the candidate was notified.`,
    ]);
    expect(await cli('applications', 'status', application.id, 'In Review')).toEqual([
      `Application ${application.id} was already In Review; nothing changed.`,
    ]);
    const [listed] = (await applicationsOf(visitor)).applications;
    expect(listed?.status).toBe('In Review');
    expect(listed?.statusHistory.map((change) => change.status)).toEqual([
      'Submitted',
      'In Review',
    ]);
    const notifications = await notificationsOf(visitor);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.message).toMatch(/^Your application for .+ is now: In Review\.$/);

    const list = await cli('applications', 'list');
    expect(list.some((line) => line.startsWith(`${application.id}  In Review`))).toBe(true);
  });

  it('schedules an interview the candidate sees in their zone, with a calendar file', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const application = await createApplication(t.db, candidate, { now: t.clock.now() });
    // Soon, so that the session (30 minutes idle) outlives it in the clock's jump below.
    const startsAt = new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 10 * 60_000);
    const [line] = await cli(
      'interviews',
      'schedule',
      '--application',
      application.id,
      '--at',
      startsAt.toISOString(),
      '--duration',
      '15',
      '--link',
      'https://meet.example/abc-defg',
    );
    expect(line).toMatch(
      new RegExp(`^Scheduled interview \\d+ at ${startsAt.toISOString()} for 15 minutes`),
    );
    const { upcoming, past } = await interviewsOf(visitor);
    expect(past).toEqual([]);
    expect(upcoming).toHaveLength(1);
    const [interview] = upcoming;
    expect(interview).toMatchObject({
      applicationId: application.id,
      startsAt: startsAt.toISOString(),
      durationMinutes: 15,
      joinUrl: 'https://meet.example/abc-defg',
      location: '',
    });
    expect(interview?.position.id).toBe(application.positionId);
    // Scheduling moves a Submitted application on to Interviewing, and the application's
    // timeline carries the interview's history.
    const [moved] = (await applicationsOf(visitor)).applications;
    expect(moved?.status).toBe('Interviewing');
    const bookedAt = t.clock.now().toISOString();
    expect(moved?.interviewEvents).toEqual([
      {
        interviewId: interview?.id,
        kind: 'booked',
        at: bookedAt,
        startsAt: startsAt.toISOString(),
      },
    ]);
    const [notification] = await notificationsOf(visitor);
    expect(notification).toMatchObject({ redirectUrl: '/careers/interviews' });
    expect(notification?.message).toMatch(/^Your interview for .+ is booked: .+\.$/);

    const ics = await visitor.get(interviewIcsUrl(interview?.id ?? 0, DOMAIN));
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toMatch(
      /^attachment; filename="interview-\d+\.ics"/,
    );
    const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics.body).toContain(`DTSTART:${stamp(startsAt)}\r\n`);
    expect(ics.body).toContain(`DTEND:${stamp(new Date(startsAt.getTime() + 15 * 60_000))}\r\n`);
    expect(ics.body).toContain('URL:https://meet.example/abc-defg\r\n');

    // Another candidate reaches neither the list entry nor the file.
    const { visitor: other } = await logInNewCandidate(t);
    expect((await interviewsOf(other)).upcoming).toEqual([]);
    expect((await other.get(interviewIcsUrl(interview?.id ?? 0, DOMAIN))).statusCode).toBe(404);
    expect((await visitor.get(interviewIcsUrl(999_999_999, DOMAIN))).statusCode).toBe(404);
    expect((await visitor.get(`/api/pcsx/dashboard/interviews/x/ics`)).statusCode).toBe(422);

    // The employer's cancellation follows on the timeline at once (the list is kept: decision
    // 020), and another application of the candidate's has no interview events.
    const second = await createApplication(t.db, candidate, { nthPosition: 1, now: t.clock.now() });
    t.clock.advance(60_000);
    expect(await cli('interviews', 'cancel', String(interview?.id))).toEqual([
      `Cancelled interview ${interview?.id}.`,
    ]);
    const timelines = (await applicationsOf(visitor)).applications;
    expect(
      timelines
        .find((entry) => entry.id === application.id)
        ?.interviewEvents.map(({ kind, at, startsAt: time }) => ({ kind, at, time })),
    ).toEqual([
      { kind: 'booked', at: bookedAt, time: startsAt.toISOString() },
      { kind: 'cancelled_by_employer', at: t.clock.now().toISOString(), time: null },
    ]);
    expect(timelines.find((entry) => entry.id === second.id)?.interviewEvents).toEqual([]);
    const cancelled = await interviewsOf(visitor);
    expect(cancelled.upcoming).toEqual([]);
    expect(cancelled.past.map((entry) => entry.status)).toEqual(['cancelled_by_employer']);
  });

  it('lists a past interview once it is over', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const application = await createApplication(t.db, candidate, { now: t.clock.now() });
    const startsAt = new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 10 * 60_000);
    await cli(
      'interviews',
      'schedule',
      '--application',
      application.id,
      '--at',
      startsAt.toISOString(),
      '--duration',
      '15',
    );
    const [interview] = (await interviewsOf(visitor)).upcoming;
    // Once it is over it is listed as past.
    t.clock.advance(26 * 60_000);
    const later = await interviewsOf(visitor);
    expect(later.upcoming).toEqual([]);
    expect(later.past.map((entry) => entry.id)).toEqual([interview?.id]);
  });

  it('refuses a bad schedule before and after the database', async () => {
    const { candidate } = await logInNewCandidate(t);
    const application = await createApplication(t.db, candidate, { now: t.clock.now() });
    const base = ['interviews', 'schedule', '--application', application.id, '--duration', '30'];
    expect(() => parseCommand([...base, '--at', '2026-12-01 14:30'])).toThrow(UsageError);
    expect(() => parseCommand([...base, '--at', '2026-12-01T14:30:00'])).toThrow(UsageError);
    expect(() =>
      parseCommand([
        'interviews',
        'schedule',
        '--application',
        'nope',
        '--at',
        '2026-12-01T14:30Z',
        '--duration',
        '30',
      ]),
    ).toThrow(UsageError);
    await expect(
      cli(...base, '--at', '2026-12-01T14:30Z', '--link', 'javascript:alert(1)'),
    ).rejects.toThrow('--link must be an http(s) address.');
    await expect(
      cli(
        'interviews',
        'schedule',
        '--application',
        '00000000-0000-4000-8000-000000000000',
        '--at',
        '2026-12-01T14:30Z',
        '--duration',
        '30',
      ),
    ).rejects.toThrow('There is no application 00000000-0000-4000-8000-000000000000.');
    expect(() => parseCommand(['applications', 'status', application.id, 'Promoted'])).toThrow(
      UsageError,
    );
  });

  it('lets the candidate withdraw an open application, once, and only their own', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const application = await createApplication(t.db, candidate, { now: t.clock.now() });
    const withdraw = (by: Visitor, id: string) =>
      by.post(withdrawApplicationCall.path.replace(':id', id), { domain: DOMAIN });

    // The dashboard's list is kept (decision 020); the withdrawal must drop it.
    expect((await applicationsOf(visitor)).applications.map((entry) => entry.id)).toEqual([
      application.id,
    ]);
    const { visitor: other } = await logInNewCandidate(t);
    expect((await withdraw(other, application.id)).statusCode).toBe(404);
    expect((await withdraw(visitor, 'not-a-uuid')).statusCode).toBe(422);

    const answer = dataOf(withdrawApplicationCall, await withdraw(visitor, application.id));
    expect(answer.application.status).toBe('Withdrawn');
    expect(answer.application.statusHistory.map((change) => change.status)).toEqual([
      'Submitted',
      'Withdrawn',
    ]);
    const again = await withdraw(visitor, application.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This application can no longer be withdrawn.' });
    const lists = await applicationsOf(visitor);
    expect(lists.applications).toEqual([]);
    expect(lists.inactiveApplications.map((entry) => entry.id)).toEqual([application.id]);
  });
});
