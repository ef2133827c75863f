import {
  confirmJobAlertCall,
  createJobAlertCall,
  deleteJobAlertCall,
  HEADER_CSRF_TOKEN,
  jobAlertsCall,
  notificationsCall,
  searchCall,
  subscribeJobAlertCall,
  unsubscribeJobAlertCall,
} from '@careers/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppDeps, type AppDeps } from '../../app-deps';
import { parseEnv, type Env } from '../../env';
import { mailOutbox, scheduledJobs } from '../../db/schema';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  Visitor,
  type TestApp,
} from '../../testing/test-app';
import { savePositions } from '../positions/positions.service';
import {
  SEARCH_PLACES,
  createSearchSite,
  seedSearchPositions,
} from '../search/search-fixtures.seed';
import { runJobAlerts } from './job-alerts.job';
import { runJobAlertsLocked } from './job-alerts-scheduler.job';

const PUBLIC_URL = 'http://jobs.northwind.test';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Response = { statusCode: number; body: string; json: () => unknown };

// Read as the web reads it: through the call's response schema (filter names come back
// snake_case).
const alertOf = (response: Response) => dataOf(createJobAlertCall, response).alert;

let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter += 1) % 250}`;
let emailCounter = 0;
const freshEmail = () => `visitor-${Date.now()}-${(emailCounter += 1)}@example.com`;

// Job alerts on the real database — the calls, the double opt-in, the digest run with its guard
// against sending twice, the CLI and the search's isSubscribed.
describe('job alerts', () => {
  let t: TestApp;
  let env: Env;
  let deps: AppDeps;
  let domain: string;
  let groupId: string;
  let visitor: Visitor;

  beforeAll(async () => {
    const overrides = { PUBLIC_URL, DEMO: '1', JOB_ALERTS_INTERVAL_MS: '0', LOG_LEVEL: 'silent' };
    t = await createTestApp(overrides);
    env = parseEnv(overrides);
    deps = await createAppDeps({
      env,
      db: t.db,
      clock: t.clock.now,
      logger: pino({ level: 'silent' }),
      groups: t.groups,
      search: t.search,
    });
    ({ domain, groupId } = await createSearchSite(t.db));
    await seedSearchPositions(t.db, groupId, t.clock.now());
    await t.search.catchUp();
    await t.setConfig(domain, 'pcsxConfig.loggedOutNotificationConfig', {
      enabled: true,
      privacyText: '',
    });
    visitor = new Visitor(t.app, domain);
    await visitor.page();
  });
  afterAll(async () => {
    await deps.outbox.stop();
    await t.close();
  });

  const run = () => runJobAlerts(deps, t.clock.now());

  async function postPosition(title: string, overrides: Record<string, unknown> = {}) {
    const [id] = await savePositions(
      t.db,
      groupId,
      [
        {
          externalId: `alert-${title}-${t.clock.now().getTime()}`,
          title,
          department: 'Engineering',
          team: null,
          seniority: 'mid',
          employmentType: 'full_time',
          workLocationOption: 'onsite',
          locations: [SEARCH_PLACES.berlin],
          skills: [],
          descriptionHtml: '<p>New.</p>',
          postedAt: t.clock.now(),
          archivedAt: null,
          validThrough: null,
          ...overrides,
        },
      ],
      { onChange: () => t.search.catchUp() },
    );
    return id ?? 0;
  }

  async function mailsTo(email: string, afterId = 0) {
    return t.db
      .select({
        id: mailOutbox.id,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        html: mailOutbox.htmlBody,
        headers: mailOutbox.headers,
      })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), gt(mailOutbox.id, afterId)))
      .orderBy(asc(mailOutbox.id));
  }

  const tokenIn = (text: string, name: 'confirm' | 'unsubscribe') => {
    const token = new RegExp(`[?&]${name}=([A-Za-z0-9_-]+)`).exec(text)?.[1];
    if (!token) throw new Error(`No ${name} link in ${text}`);
    return token;
  };

  const subscribe = (body: Record<string, unknown>, ip = freshIp(), language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: subscribeJobAlertCall.path,
      payload: { domain, ...body },
      remoteAddress: ip,
      headers: {
        cookie: visitor.cookieHeader,
        [HEADER_CSRF_TOKEN]: visitor.csrfToken,
        'accept-language': language,
      },
    });

  const remove = (who: Visitor, id: string | number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/pcsx/job_alerts/${id}`,
      payload: { domain },
      headers: { cookie: who.cookieHeader, [HEADER_CSRF_TOKEN]: who.csrfToken },
    });

  const list = async (who: Visitor) =>
    jobAlertsCall.response.parse(
      dataOf(jobAlertsCall, await who.get(`${jobAlertsCall.path}?domain=${domain}`)),
    ).alerts;

  const create = (who: Visitor, body: Record<string, unknown>) =>
    who.post(createJobAlertCall.path, { domain, query: '', location: '', ...body });

  async function subscribeAndConfirm(email: string, body: Record<string, unknown>) {
    expect((await subscribe({ email, ...body })).statusCode).toBe(200);
    const [mail] = (await mailsTo(email)).slice(-1);
    const confirmed = await visitor.post(confirmJobAlertCall.path, {
      domain,
      token: tokenIn(mail?.text ?? '', 'confirm'),
    });
    return dataOf(confirmJobAlertCall, confirmed).alert;
  }

  it('creates, lists newest first and deletes a candidate’s own alerts, idempotently', async () => {
    const { visitor: me } = await logInNewCandidate(t, { domain });
    const other = await logInNewCandidate(t, { domain });
    const first = alertOf(
      await create(me, {
        query: 'backend-engineer',
        location: 'Berlin',
        filters: { employment_type: ['full_time'], seniority: ['senior', 'mid'] },
      }),
    );
    expect(first).toMatchObject({
      query: 'backend engineer',
      location: 'Berlin',
      filters: { employment_type: ['full_time'], seniority: ['mid', 'senior'] },
      searchUrl:
        '/careers?query=backend+engineer&location=Berlin&filter_employment_type=full_time&filter_seniority=mid%2Csenior',
    });
    // The same search spelt another way is the same alert.
    const again = alertOf(
      await create(me, {
        query: '  Backend   Engineer ',
        location: 'berlin',
        filters: { seniority: ['senior,mid'], employment_type: ['full_time'], unknown: ['x'] },
      }),
    );
    expect(again.id).toBe(first.id);
    t.clock.advance(1000);
    const second = alertOf(await create(me, { query: 'designer' }));
    expect((await list(me)).map((alert) => alert.id)).toEqual([second.id, first.id]);
    expect(await list(other.visitor)).toEqual([]);

    expect((await remove(other.visitor, first.id)).statusCode).toBe(404);
    expect((await remove(me, 'abc')).statusCode).toBe(422);
    expect((await remove(me, 999_999_999)).statusCode).toBe(404);
    expect(dataOf(deleteJobAlertCall, await remove(me, first.id))).toEqual({ id: first.id });
    expect((await remove(me, first.id)).statusCode).toBe(404);
    expect((await list(me)).map((alert) => alert.id)).toEqual([second.id]);
    // Logged out: 401.
    expect((await create(visitor, { query: 'x' })).statusCode).toBe(401);
  });

  it('is 404 while the site has alerts off, and 409 past 50 alerts', async () => {
    const { visitor: me } = await logInNewCandidate(t, { domain });
    const restore = await t.setConfig(
      domain,
      'notificationsConfig.savedSearchNotification.enabled',
      false,
    );
    const off = await create(me, { query: 'nurse' });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ message: 'Job alerts are not enabled for this site.' });
    await restore();
    const noLogin = await t.setConfig(domain, 'loginSignupConfig.candidateLoginEnabled', false);
    expect((await create(me, { query: 'nurse' })).statusCode).toBe(404);
    await noLogin();
    const loggedOutOff = await t.setConfig(
      domain,
      'pcsxConfig.loggedOutNotificationConfig.enabled',
      false,
    );
    expect((await subscribe({ email: freshEmail(), query: 'nurse' })).statusCode).toBe(404);
    await loggedOutOff();

    for (let index = 0; index < 50; index += 1) {
      expect((await create(me, { query: `role ${index}` })).statusCode).toBe(200);
    }
    const full = await create(me, { query: 'one more' });
    expect(full.statusCode).toBe(409);
    // The same search again is still the existing alert.
    expect((await create(me, { query: 'role 7' })).statusCode).toBe(200);
  });

  it('mails a visitor a confirmation link in their language, and no digest until confirmed', async () => {
    const email = freshEmail();
    const answer = await subscribe(
      { email: ` ${email.toUpperCase()} `, query: 'Platform Engineer' },
      freshIp(),
      'de-DE,de;q=0.9',
    );
    expect(dataOf(subscribeJobAlertCall, answer)).toEqual({ sent: true });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Bestätigen Sie Ihren Jobalarm bei Search Test');
    expect(mail?.text).toContain(
      `${PUBLIC_URL}/careers/job-alerts?domain=${domain}&confirm=${tokenIn(mail?.text ?? '', 'confirm')}`,
    );
    expect(mail?.text).toContain('„Platform Engineer“');

    t.clock.advance(MINUTE);
    await postPosition('Platform Engineer');
    t.clock.advance(MINUTE);
    await run();
    expect(await mailsTo(email)).toHaveLength(1);

    // Again: a new link; the old one no longer works.
    expect((await subscribe({ email, query: 'platform engineer' })).statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const oldToken = tokenIn(mails[0]?.text ?? '', 'confirm');
    const newToken = tokenIn(mails[1]?.text ?? '', 'confirm');
    expect(newToken).not.toBe(oldToken);
    const stale = await visitor.post(confirmJobAlertCall.path, { domain, token: oldToken });
    expect(stale.statusCode).toBe(404);
    const confirmed = dataOf(
      confirmJobAlertCall,
      await visitor.post(confirmJobAlertCall.path, { domain, token: newToken }),
    ).alert;
    expect(confirmed).toMatchObject({
      query: 'Platform Engineer',
      maskedEmail: 'v•••@example.com',
    });
    expect(
      (await visitor.post(confirmJobAlertCall.path, { domain, token: newToken })).statusCode,
    ).toBe(404);
    // Confirmed already: the same answer, nothing mailed.
    expect((await subscribe({ email, query: 'Platform Engineer' })).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('mails one digest of positions posted after confirmation, once, with a working unsubscribe link', async () => {
    const email = freshEmail();
    const confirmed = await subscribeAndConfirm(email, { query: 'engineer', location: 'Berlin' });
    const before = (await mailsTo(email)).at(-1)?.id ?? 0;
    t.clock.advance(MINUTE);
    const id = await postPosition('Staff Engineer');
    await postPosition('Head Chef', { department: 'Hospitality' });
    t.clock.advance(MINUTE);

    const result = await run();
    expect(result.digests).toBeGreaterThanOrEqual(1);
    const digests = await mailsTo(email, before);
    expect(digests).toHaveLength(1);
    const digest = digests[0];
    expect(digest?.subject).toBe('1 new job for “engineer” in Berlin');
    const jobUrl = `${PUBLIC_URL}/careers/job/${id}-staff-engineer?domain=${domain}`;
    expect(digest?.text).toContain(jobUrl);
    expect(digest?.html).toContain(jobUrl);
    // The fixtures' Senior Backend Engineer in Berlin was posted before: not in it.
    expect(digest?.text).not.toContain('Senior Backend Engineer');
    expect(digest?.text).not.toContain('Head Chef');
    expect(digest?.text).toContain(
      `${PUBLIC_URL}/careers?query=engineer&location=Berlin&sort_by=newest&domain=${domain}`,
    );
    const unsubscribeUrl = `${PUBLIC_URL}/careers/job-alerts?domain=${domain}&unsubscribe=${tokenIn(digest?.text ?? '', 'unsubscribe')}`;
    expect(digest?.text).toContain(unsubscribeUrl);
    expect(digest?.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeUrl}>` });

    // Nothing new: nothing sent.
    t.clock.advance(MINUTE);
    await run();
    expect(await mailsTo(email, before)).toHaveLength(1);

    // Unsubscribing needs no login, and answers the same every time.
    const token = tokenIn(digest?.text ?? '', 'unsubscribe');
    // The confirmation answered the same link the digests carry.
    expect(confirmed.unsubscribeToken).toBe(token);
    const stranger = new Visitor(t.app, domain);
    await stranger.page();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await stranger.post(unsubscribeJobAlertCall.path, { domain, token });
      expect(dataOf(unsubscribeJobAlertCall, answer)).toEqual({ unsubscribed: true });
    }
    await postPosition('Principal Engineer');
    t.clock.advance(MINUTE);
    await run();
    expect(await mailsTo(email, before)).toHaveLength(1);
  });

  it('lists at most 10 jobs in a digest, counts them all, and sorts the search by newest', async () => {
    const restore = await t.setConfig(domain, 'pcsxConfig.searchConfig.sortOptions', ['relevance']);
    const email = freshEmail();
    await subscribeAndConfirm(email, { filters: { department: ['Legal'] } });
    const before = (await mailsTo(email)).at(-1)?.id ?? 0;
    for (let index = 0; index < 12; index += 1) {
      t.clock.advance(MINUTE);
      await postPosition(`Counsel ${index}`, { department: 'Legal' });
    }
    t.clock.advance(MINUTE);
    await run();
    await restore();
    const [digest, ...more] = await mailsTo(email, before);
    expect(more).toHaveLength(0);
    expect(digest?.subject).toBe('12 new jobs for all jobs');
    const listed = [...(digest?.text ?? '').matchAll(/\/careers\/job\/\d+-counsel-(\d+)/g)];
    // The newest ten.
    expect(listed.map((match) => match[1])).toEqual([
      '11',
      '10',
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
    ]);
  });

  it('sends one digest when two runs race', async () => {
    const email = freshEmail();
    await subscribeAndConfirm(email, { query: 'data' });
    const before = (await mailsTo(email)).at(-1)?.id ?? 0;
    t.clock.advance(MINUTE);
    await postPosition('Data Engineer', { department: 'Data' });
    t.clock.advance(MINUTE);
    await Promise.all([run(), run()]);
    expect(await mailsTo(email, before)).toHaveLength(1);
  });

  it('stops a run at its next alert when the app closes, and the next run sends what it missed', async () => {
    const emails = [freshEmail(), freshEmail()];
    for (const email of emails) await subscribeAndConfirm(email, { query: 'platform' });
    const before = await Promise.all(
      emails.map(async (email) => (await mailsTo(email)).at(-1)?.id ?? 0),
    );
    t.clock.advance(MINUTE);
    await postPosition('Platform Engineer');
    t.clock.advance(MINUTE);
    // Closing from the start: no alert is searched, none is marked checked.
    const stopped = await runJobAlerts(deps, t.clock.now(), { isStopping: () => true });
    expect(stopped.alerts).toBe(0);
    await run();
    for (const [index, email] of emails.entries()) {
      expect(await mailsTo(email, before[index])).toHaveLength(1);
    }
  });

  it('runs while no other process holds the run, takes over a lock that ran out, and keeps the schedule', async () => {
    const locked = (dueBefore: Date | null) =>
      runJobAlertsLocked({ ...deps, clock: t.clock.now }, { groupId: null, dueBefore });
    const hold = (until: Date | null) =>
      t.db
        .update(scheduledJobs)
        .set({ lockedUntil: until })
        .where(eq(scheduledJobs.name, 'job_alerts'));
    expect(await locked(null)).not.toBeNull();
    await hold(new Date(t.clock.now().getTime() + 10 * MINUTE));
    expect(await locked(null)).toBeNull();
    // The process that held it is gone: its lock runs out.
    t.clock.advance(11 * MINUTE);
    expect(await locked(null)).not.toBeNull();

    // Scheduled: once per interval.
    const dayBefore = () => new Date(t.clock.now().getTime() - DAY);
    t.clock.advance(DAY);
    expect(await locked(dayBefore())).not.toBeNull();
    t.clock.advance(MINUTE);
    expect(await locked(dayBefore())).toBeNull();
    t.clock.advance(DAY);
    expect(await locked(dayBefore())).not.toBeNull();

    // Two processes polling at the same moment: one runs, the other finds it taken.
    t.clock.advance(DAY);
    const both = await Promise.all([locked(dayBefore()), locked(dayBefore())]);
    expect(both.filter((run) => run !== null)).toHaveLength(1);
  });

  it('notifies a logged-in candidate in the bell, and mails only the digest', async () => {
    const { visitor: me, candidate } = await logInNewCandidate(t, { domain });
    alertOf(await create(me, { query: 'nurse' }));
    const before = (await mailsTo(candidate.email)).at(-1)?.id ?? 0;
    t.clock.advance(MINUTE);
    await postPosition('Pediatric Nurse', { department: 'Health' });
    await postPosition('Night Nurse', { department: 'Health' });
    t.clock.advance(MINUTE);
    await run();

    const mails = await mailsTo(candidate.email, before);
    expect(mails.map((mail) => mail.subject)).toEqual(['2 new jobs for “nurse”']);
    const notifications = dataOf(
      notificationsCall,
      await me.get(`${notificationsCall.path}?domain=${domain}`),
    ).notifications;
    expect(notifications[0]).toMatchObject({
      category: 'job_alert',
      message: '2 new jobs match your alert “nurse”.',
      redirectUrl: '/careers?query=nurse&sort_by=newest',
      notificationType: 'informational',
    });
  });

  it('tells the search whether the candidate has an alert for it', async () => {
    const { visitor: me } = await logInNewCandidate(t, { domain });
    alertOf(await create(me, { query: 'analyst', filters: { employment_type: ['full_time'] } }));
    const isSubscribed = async (who: Visitor, query: string) =>
      dataOf(searchCall, await who.get(`${searchCall.path}?domain=${domain}&${query}`))
        .savedSearchMetadata.isSubscribed;
    expect(await isSubscribed(me, 'query=Analyst&filter_employment_type=full_time')).toBe(true);
    expect(await isSubscribed(me, 'query=analyst')).toBe(false);
    expect(await isSubscribed(visitor, 'query=analyst&filter_employment_type=full_time')).toBe(
      false,
    );
  });

  it('rate-limits sign-ups per address and per IP address with 429 and Retry-After', async () => {
    const email = freshEmail();
    for (let index = 0; index < 5; index += 1) {
      expect((await subscribe({ email, query: `limit ${index}` })).statusCode).toBe(200);
    }
    const limited = await subscribe({ email, query: 'limit 5' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const ip = '203.0.113.77';
    const answers: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      answers.push((await subscribe({ email: freshEmail(), query: 'ip' }, ip)).statusCode);
    }
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('answers 422 for a bad e-mail address and never 5xx for garbage', async () => {
    const bad = await subscribe({ email: 'not-an-address', query: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { email: 'Enter a valid e-mail address' } });

    const { visitor: me } = await logInNewCandidate(t, { domain });
    const bodies: unknown[] = [
      { filters: 'x' },
      { filters: { department: 'Engineering' } },
      { filters: { department: [1, 2] } },
      { filters: { 'Bad Name!': ['x'] } },
      { filters: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, ['x']])) },
      { filters: { department: Array.from({ length: 51 }, () => 'x') } },
      { filters: { department: ['x'.repeat(201)] } },
      { filters: { map_bounds: ['1,2', '3,4'], distance: ['abc'] } },
      { query: 'x'.repeat(501) },
      { query: { $ne: 1 } },
      { location: ['a', 'b'] },
      { domain: 'not a domain' },
      { email: 'a@b.co', query: 'x\u0000y' },
    ];
    for (const body of bodies) {
      const created = await me.post(createJobAlertCall.path, { domain, ...(body as object) });
      expect(created.statusCode, JSON.stringify(body)).toBeLessThan(500);
      const subscribed = await subscribe({ email: freshEmail(), ...(body as object) });
      expect(subscribed.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const token of ['', 'short', 'x'.repeat(500), 42, null, 'ok-looking-but-unknown-token']) {
      const confirmed = await visitor.post(confirmJobAlertCall.path, { domain, token });
      expect(confirmed.statusCode).toBeLessThan(500);
      const unsubscribed = await visitor.post(unsubscribeJobAlertCall.path, { domain, token });
      expect(unsubscribed.statusCode).toBeLessThan(500);
    }
    expect(
      (
        await visitor.post(unsubscribeJobAlertCall.path, {
          domain,
          token: 'ok-looking-but-unknown-token',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await visitor.post(confirmJobAlertCall.path, {
          domain,
          token: 'ok-looking-but-unknown-token',
        })
      ).statusCode,
    ).toBe(404);
  });
});
