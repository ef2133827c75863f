import { HEADER_CSRF_TOKEN } from '@careers/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes } from './db/schema';
import { getConfigValue, setConfigValue } from './modules/config/config.service';
import { createTestApp, Visitor, type TestApp } from './testing/test-app';

let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new Visitor(t.app);
  await visitor.page();
});
afterAll(() => t.close());

const raw = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email_code',
    payload,
    headers: {
      'content-type': contentType,
      cookie: visitor.cookieHeader,
      [HEADER_CSRF_TOKEN]: visitor.csrfToken,
    },
  });

describe('bad input', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await raw('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request could not be read.' });
  });

  it('answers 422 with field messages for a wrong shape, writing nothing', async () => {
    const response = await visitor.post('/api/auth/email_code', {
      email: 'not-an-email',
      domain: 'northwind.example',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { email: expect.any(String) as string } });
    const [codes] = await t.db.select({ total: count() }).from(loginCodes);
    expect(codes?.total).toBe(0);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const response = await raw(
      JSON.stringify({ email: 'a@example.com', domain: 'x'.repeat(1_100_000) }),
    );
    expect(response.statusCode).toBe(413);
  });

  it('answers 404 for an unknown domain', async () => {
    const response = await visitor.post('/api/auth/email_code', {
      email: 'a@example.com',
      domain: 'nowhere.example',
    });
    expect(response.statusCode).toBe(404);
  });

  it('never answers 5xx to junk', async () => {
    for (const payload of ['[]', 'null', '"text"', '{"email": 5, "domain": {}}']) {
      const response = await raw(payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await raw('email=a', 'text/plain')).statusCode).toBeLessThan(500);
  });

  it('leaves a config section unchanged when a change would make it invalid', async () => {
    const before = await getConfigValue(t.db, 'northwind.example', 'pcsxConfig');
    await expect(
      setConfigValue(t.db, 'northwind.example', 'pcsxConfig.branding.theme.primaryColor', 'blue'),
    ).rejects.toThrow(/not be valid/);
    expect(await getConfigValue(t.db, 'northwind.example', 'pcsxConfig')).toEqual(before);
  });
});
