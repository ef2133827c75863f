import {
  devNotifyCall,
  HEADER_LOGIN_REQUIRED,
  markAllNotificationsClickedCall,
  markAllNotificationsViewedCall,
  markNotificationClickedCall,
  notificationBadgeCall,
  notificationsBootDataCall,
  notificationsCall,
} from '@careers/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  Visitor,
  type TestApp,
} from '../../testing/test-app';
import type { Candidate } from '../candidates/candidate';
import { notifyCandidate, type NotifyInput } from './notifications.service';

const DOMAIN = 'northwind.example';
const ORIGIN = 'https://jobs.northwind.test';

// The notification calls and the one function every area notifies with.
describe('notifications', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function notify(candidate: Candidate, input: Partial<NotifyInput> = {}) {
    const group = await t.groups.get(
      candidate.groupId === (await groupId(DOMAIN)) ? DOMAIN : 'contoso.example',
    );
    if (!group) throw new Error('no group');
    return notifyCandidate(t.db, { group, publicOrigin: ORIGIN }, candidate, {
      category: 'general',
      type: 'informational',
      message: { text: 'Hello' },
      ...input,
    });
  }
  async function groupId(domain: string) {
    return (await t.groups.get(domain))?.id;
  }

  const list = async (visitor: Visitor, query = '', language = 'en') =>
    dataOf(
      notificationsCall,
      await t.app.inject({
        method: 'GET',
        url: `${notificationsCall.path}?domain=${visitor.domain}${query}`,
        headers: { cookie: visitor.cookieHeader, 'accept-language': language },
      }),
    ).notifications;
  const badge = async (visitor: Visitor) =>
    dataOf(
      notificationBadgeCall,
      await visitor.get(`${notificationBadgeCall.path}?domain=${visitor.domain}`),
    ).count;
  const clickPath = (id: number | string) => `/api/pcsx/notifications/${id}/mark_clicked`;

  it('lists newest first in the reader’s language, counts unread, and filters action required', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    await notify(candidate, { message: { text: 'Welcome <b>aboard</b>' } });
    t.clock.advance(1000);
    await notify(candidate, {
      category: 'offer',
      type: 'action_required',
      message: { key: 'offer.extended', params: { position: 'Nurse' } },
      redirectUrl: '/careers/offers',
    });
    t.clock.advance(1000);
    await notify(candidate, {
      category: 'job_alert',
      message: { key: 'job_alert.new_positions', params: { count: 3, search: '“nurse”' } },
    });

    const all = await list(visitor);
    expect(all.map((n) => n.message)).toEqual([
      '3 new jobs match your alert “nurse”.',
      'You have received an offer for Nurse.',
      // Stored and answered as text; the bell never renders it as HTML.
      'Welcome <b>aboard</b>',
    ]);
    expect(all[1]).toMatchObject({
      categoryTitle: 'Offer',
      isClicked: false,
      redirectUrl: '/careers/offers',
      notificationType: 'action_required',
    });
    const german = await list(visitor, '', 'de-DE,de;q=0.9');
    expect(german[0]?.message).toBe('3 neue Stellen passen zu Ihrem Jobalarm “nurse”.');
    expect(german[0]?.categoryTitle).toBe('Jobalarm');
    const actionRequired = await list(visitor, '&type_filter=action_required');
    expect(actionRequired.map((n) => n.categoryTitle)).toEqual(['Offer']);
    expect(await badge(visitor)).toBe(3);
  });

  it('marks all viewed (the badge drops to 0), one clicked, and all clicked', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const first = await notify(candidate);
    await notify(candidate);
    const viewed = await visitor.post(markAllNotificationsViewedCall.path, { domain: DOMAIN });
    expect(dataOf(markAllNotificationsViewedCall, viewed).count).toBe(2);
    expect(await badge(visitor)).toBe(0);

    const clicked = await visitor.post(clickPath(first.id), { domain: DOMAIN });
    expect(dataOf(markNotificationClickedCall, clicked)).toEqual({ id: first.id, isClicked: true });
    // Idempotent.
    expect((await visitor.post(clickPath(first.id), { domain: DOMAIN })).statusCode).toBe(200);
    expect((await list(visitor)).map((n) => n.isClicked)).toEqual([false, true]);

    const all = await visitor.post(markAllNotificationsClickedCall.path, { domain: DOMAIN });
    expect(dataOf(markAllNotificationsClickedCall, all).count).toBe(1);
    expect((await list(visitor)).every((n) => n.isClicked)).toBe(true);
  });

  it('clicking also counts as viewed', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const row = await notify(candidate);
    expect(await badge(visitor)).toBe(1);
    await visitor.post(clickPath(row.id), { domain: DOMAIN });
    expect(await badge(visitor)).toBe(0);
  });

  it('is 404 for another candidate’s or another group’s notification and for unknown ids', async () => {
    const { visitor } = await logInNewCandidate(t);
    const other = await logInNewCandidate(t);
    const theirs = await notify(other.candidate);
    const contoso = await logInNewCandidate(t, { domain: 'contoso.example' });
    const foreign = await notify(contoso.candidate);

    for (const id of [theirs.id, foreign.id, 999_999_999]) {
      const response = await visitor.post(clickPath(id), { domain: DOMAIN });
      expect(response.statusCode, String(id)).toBe(404);
    }
    // Contoso's candidate asking through Northwind's domain has no session there.
    const crossGroup = await contoso.visitor.post(clickPath(foreign.id), { domain: DOMAIN });
    expect(crossGroup.statusCode).toBe(401);
    expect((await list(other.visitor)).map((n) => n.isClicked)).toEqual([false]);
  });

  it('answers 422 for a garbage id or type_filter, 401 logged out, never 5xx', async () => {
    const { visitor } = await logInNewCandidate(t);
    for (const id of ['abc', '1e3', '-1', '99999999999999999999', '%00']) {
      const response = await visitor.post(clickPath(id), { domain: DOMAIN });
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
    }
    expect((await visitor.post(clickPath('abc'), { domain: DOMAIN })).statusCode).toBe(422);
    const garbage = await visitor.get(`${notificationsCall.path}?domain=${DOMAIN}&type_filter=all`);
    expect(garbage.statusCode).toBe(422);
    expect(
      (
        await visitor.get(
          `${notificationsCall.path}?domain=${DOMAIN}&type_filter=action_required&type_filter=x`,
        )
      ).statusCode,
    ).toBe(422);

    const stranger = new Visitor(t.app);
    await stranger.page();
    const loggedOut = await stranger.get(`${notificationBadgeCall.path}?domain=${DOMAIN}`);
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.headers[HEADER_LOGIN_REQUIRED.toLowerCase()]).toBe('1');
    const write = await stranger.post(markAllNotificationsViewedCall.path, { domain: DOMAIN });
    expect(write.statusCode).toBe(401);
  });

  it('answers the boot data logged out and in, and 404s every call when the feature is off', async () => {
    const stranger = new Visitor(t.app);
    const bootOut = dataOf(
      notificationsBootDataCall,
      await stranger.get(`${notificationsBootDataCall.path}?domain=${DOMAIN}`),
    );
    expect(bootOut).toEqual({
      groupId: await groupId(DOMAIN),
      isLoggedIn: false,
      enableCandidateInappNotifications: true,
      hasActionRequiredNotificationsConfigured: true,
    });
    const { visitor } = await logInNewCandidate(t);
    const bootIn = dataOf(
      notificationsBootDataCall,
      await visitor.get(`${notificationsBootDataCall.path}?domain=${DOMAIN}`),
    );
    expect(bootIn.isLoggedIn).toBe(true);

    const restore = await t.setConfig(
      DOMAIN,
      'notificationsConfig.enableCandidateInappNotifications',
      false,
    );
    try {
      expect((await visitor.get(`${notificationBadgeCall.path}?domain=${DOMAIN}`)).statusCode).toBe(
        404,
      );
      expect((await visitor.get(`${notificationsCall.path}?domain=${DOMAIN}`)).statusCode).toBe(
        404,
      );
    } finally {
      await restore();
    }
  });

  it('mails the candidate a link back unless they turned mail off', async () => {
    const { candidate } = await logInNewCandidate(t);
    await notify(candidate, {
      message: { key: 'offer.extended', params: { position: 'Chef' } },
      redirectUrl: '/careers/offers',
    });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, candidate.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe('New notification from Northwind careers');
    expect(mail?.textBody).toContain('You have received an offer for Chef.');
    expect(mail?.textBody).toContain(`${ORIGIN}/careers/offers?domain=${DOMAIN}`);

    const quiet = { ...candidate, email: `quiet-${candidate.email}`, notifyByEmail: false };
    await notify(quiet);
    const none = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, quiet.email));
    expect(none).toEqual([]);

    // A category kept out of e-mail (in the candidate's settings) still comes under the bell.
    const picky = {
      ...candidate,
      email: `picky-${candidate.email}`,
      mutedEmailCategories: ['offer'],
    };
    const row = await notify(picky, {
      category: 'offer',
      message: { key: 'offer.extended', params: { position: 'Chef' } },
    });
    expect(row.category).toBe('offer');
    await notify(picky, { category: 'interview' });
    const picked = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, picky.email));
    expect(picked).toHaveLength(1);
    expect(picked[0]?.textBody).not.toContain('Chef');
  });

  it('keeps redirect URLs on our origin unless the employer allows another', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    for (const redirectUrl of [
      'https://evil.example/phish',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      await expect(notify(candidate, { redirectUrl }), redirectUrl).rejects.toBeInstanceOf(
        AppError,
      );
    }
    const restore = await t.setConfig(DOMAIN, 'notificationsConfig.allowedRedirectOrigins', [
      'https://calendar.example',
    ]);
    try {
      await notify(candidate, { redirectUrl: 'https://calendar.example/invite/1' });
      expect((await list(visitor))[0]?.redirectUrl).toBe('https://calendar.example/invite/1');
    } finally {
      await restore();
    }
    // Allowed no more: it leaves without its link.
    expect((await list(visitor))[0]?.redirectUrl).toBeNull();
  });

  it('notifies through the demo-mode dev call, for this machine only', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const body = { domain: DOMAIN, email: candidate.email, category: 'offer', message: 'Sign it' };
    const sent = await visitor.post(devNotifyCall.path, { ...body, action_required: true });
    expect(dataOf(devNotifyCall, sent).id).toBeGreaterThan(0);
    expect((await list(visitor))[0]).toMatchObject({
      message: 'Sign it',
      notificationType: 'action_required',
    });
    const forwarded = await visitor.post(devNotifyCall.path, body, {
      'x-forwarded-for': '1.2.3.4',
    });
    expect(forwarded.statusCode).toBe(404);
    const bad = await visitor.post(devNotifyCall.path, { ...body, url: 'https://evil.example' });
    expect(bad.statusCode).toBe(422);
  });
});
