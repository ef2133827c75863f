import { HEADER_LOGIN_REQUIRED } from '@careers/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions } from '../../db/schema';
import {
  createTestApp,
  latestCodeFor,
  logIn,
  readBootData,
  Visitor,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login with an e-mailed code', () => {
  it('mails a 6-digit code through the outbox and opens a session with it', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const anonToken = visitor.csrfToken;
    const sent = await visitor.post('/api/auth/email_code', {
      email: 'Alex.Morgan@example.com',
      domain: 'northwind.example',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { sent: true } });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'alex.morgan@example.com'));
    expect(mail?.subject).toBe('Your login code for Northwind careers');
    expect(mail?.textBody).toMatch(/Your code is \d{6}\. It expires in 10 minutes\./);

    const code = await latestCodeFor(t.db, 'alex.morgan@example.com');
    const verified = await visitor.post('/api/auth/verify', {
      email: 'alex.morgan@example.com',
      code,
      domain: 'northwind.example',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      data: {
        user: {
          email: 'alex.morgan@example.com',
          first_name: 'Alex',
          last_name: 'Morgan',
          is_admin: false,
        },
      },
    });
    const cookie = verified.cookies.find((c) => c.name === 'careers_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(visitor.csrfToken).not.toBe(anonToken);

    const page = await visitor.page();
    const boot = readBootData(page.body);
    expect(boot).toMatchObject({ isLoggedIn: true, user: { firstName: 'Alex' } });
  });

  it('answers the same for an unknown e-mail and creates the candidate at first login', async () => {
    const visitor = new Visitor(t.app);
    await logIn(visitor, t.db, 'new.person@example.com');
    const boot = readBootData((await visitor.page()).body);
    expect(boot).toMatchObject({ isLoggedIn: true, user: { email: 'new.person@example.com' } });
  });

  it('refuses a wrong code, an expired code and a code after 5 wrong tries', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const email = 'tries@example.com';
    await visitor.post('/api/auth/email_code', { email, domain: 'northwind.example' });
    const code = await latestCodeFor(t.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await visitor.post('/api/auth/verify', {
        email,
        code: wrong,
        domain: 'northwind.example',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'That code is not correct or has expired.',
      });
    }
    const locked = await visitor.post('/api/auth/verify', {
      email,
      code,
      domain: 'northwind.example',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: 'Please try again in a few minutes' });

    await visitor.post('/api/auth/email_code', { email, domain: 'northwind.example' });
    const fresh = await latestCodeFor(t.db, email);
    t.clock.advance(10 * 60_000 + 1000);
    const expired = await visitor.post('/api/auth/verify', {
      email,
      code: fresh,
      domain: 'northwind.example',
    });
    expect(expired.statusCode).toBe(422);
  });

  it('rate-limits code requests per e-mail with Retry-After', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i += 1) {
      const response = await visitor.post('/api/auth/email_code', {
        email: 'busy@example.com',
        domain: 'northwind.example',
      });
      statuses.push(response.statusCode);
      retryAfter = response.headers['retry-after'];
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const [mails] = await t.db
      .select({ total: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'busy@example.com'));
    expect(mails?.total).toBe(5);
  });

  it('rate-limits code requests per IP address across e-mails', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const askFrom = (remoteAddress: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/email_code',
        remoteAddress,
        payload: { email, domain: 'northwind.example' },
        headers: { cookie: visitor.cookieHeader, 'x-csrf-token': visitor.csrfToken },
      });
    for (let i = 0; i < 30; i += 1) {
      expect((await askFrom('203.0.113.9', `ip${i}@example.com`)).statusCode).toBe(200);
    }
    const refused = await askFrom('203.0.113.9', 'ip-last@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Please try again in a few minutes' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await askFrom('198.51.100.4', 'ip-last@example.com')).statusCode).toBe(200);
  });

  it('rotates the session id at login and ends it at logout', async () => {
    const visitor = new Visitor(t.app);
    await logIn(visitor, t.db, 'alex.morgan@example.com');
    const first = visitor.cookie('careers_session');
    await logIn(visitor, t.db, 'alex.morgan@example.com');
    const second = visitor.cookie('careers_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const stale = new Visitor(t.app);
    stale.setCookie('careers_session', first ?? '');
    expect(readBootData((await stale.page()).body)).toMatchObject({ isLoggedIn: false });

    const before = await t.db.select({ total: count() }).from(sessions);
    const out = await visitor.post('/api/auth/logout', { domain: 'northwind.example' });
    expect(out.statusCode).toBe(200);
    expect(out.headers['x-csrf-token']).toBeTruthy();
    const after = await t.db.select({ total: count() }).from(sessions);
    expect(after[0]?.total ?? 0).toBe((before[0]?.total ?? 0) - 1);
    expect(readBootData((await visitor.page()).body)).toMatchObject({ isLoggedIn: false });
  });

  it('times a session out after 30 idle minutes and after 12 hours in all', async () => {
    const visitor = new Visitor(t.app);
    await logIn(visitor, t.db, 'alex.morgan@example.com');
    t.clock.advance(29 * 60_000);
    expect(
      (await visitor.get('/api/pcsx/terms_of_service?domain=northwind.example')).statusCode,
    ).toBe(200);
    t.clock.advance(31 * 60_000);
    const idle = await visitor.post('/api/pcsx/onboarding', { domain: 'northwind.example' });
    expect(idle.statusCode).toBe(401);
    expect(idle.headers[HEADER_LOGIN_REQUIRED]).toBe('1');
    expect(idle.json()).toMatchObject({ message: 'Session timed out.' });

    const busy = new Visitor(t.app);
    await logIn(busy, t.db, 'alex.morgan@example.com');
    for (let step = 0; step < 14; step += 1) {
      t.clock.advance(25 * 60_000);
      expect(
        (await busy.get('/api/pcsx/terms_of_service?domain=northwind.example')).statusCode,
      ).toBe(200);
      t.clock.advance(25 * 60_000);
      expect(
        (await busy.get('/api/pcsx/terms_of_service?domain=northwind.example')).statusCode,
      ).toBe(200);
    }
    t.clock.advance(25 * 60_000);
    const absolute = await busy.get('/api/pcsx/terms_of_service?domain=northwind.example');
    expect(absolute.statusCode).toBe(401);
  });

  it('keeps a session to its own group', async () => {
    const visitor = new Visitor(t.app);
    await logIn(visitor, t.db, 'alex.morgan@example.com');
    const contosoPage = await visitor.page('/careers?domain=contoso.example');
    expect(readBootData(contosoPage.body)).toMatchObject({
      isLoggedIn: false,
      domain: 'contoso.example',
    });
    const call = await visitor.post('/api/pcsx/onboarding', { domain: 'contoso.example' });
    expect(call.statusCode).toBe(401);
  });

  it('refuses login when the group has it disabled', async () => {
    const restore = await t.setConfig(
      'contoso.example',
      'loginSignupConfig.candidateLoginEnabled',
      false,
    );
    try {
      const visitor = new Visitor(t.app, 'contoso.example');
      await visitor.page();
      const response = await visitor.post('/api/auth/email_code', {
        email: 'casey.kim@example.com',
        domain: 'contoso.example',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Login is not enabled for this site.' });
    } finally {
      await restore();
    }
  });
});
