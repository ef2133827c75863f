import { HEADER_CSRF_INVALID } from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logIn, Visitor, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('CSRF', () => {
  it('refuses a write without a token or with a wrong one', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const missing = await visitor.post(
      '/api/auth/email_code',
      { email: 'a@example.com', domain: 'northwind.example' },
      { 'x-csrf-token': '' },
    );
    expect(missing.statusCode).toBe(403);
    expect(missing.headers[HEADER_CSRF_INVALID]).toBe('1');
    expect(missing.json()).toMatchObject({ message: 'Invalid CSRF.' });
    const wrong = await visitor.post(
      '/vslog?domain=northwind.example',
      { event: 'x' },
      { 'x-csrf-token': 'nope' },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.headers[HEADER_CSRF_INVALID]).toBe('1');
  });

  it('refuses cross-site writes even with a good token', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const response = await visitor.post(
      '/vslog?domain=northwind.example',
      { event: 'x' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('rotates the token at login: the session token works, another visitor token does not', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const anonymous = visitor.csrfToken;
    await logIn(visitor, t.db, 'alex.morgan@example.com');
    expect(visitor.csrfToken).not.toBe(anonymous);
    const ok = await visitor.post('/api/pcsx/onboarding', { domain: 'northwind.example' });
    expect(ok.statusCode).toBe(200);

    const other = new Visitor(t.app);
    await other.page();
    const stolen = await visitor.post(
      '/api/pcsx/onboarding',
      { domain: 'northwind.example' },
      { 'x-csrf-token': other.csrfToken },
    );
    expect(stolen.statusCode).toBe(403);
  });
});
