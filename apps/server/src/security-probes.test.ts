import { HEADER_CSRF_TOKEN } from '@careers/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from './db/schema';
import { parseEnv } from './env';
import { VSLOG_RATE_LIMITS } from './modules/analytics/analytics.service';
import { createTestApp, logIn, Visitor, type TestApp } from './testing/test-app';
import { serverText } from './shared/server-text';

// Each probe of the outside security review, answered safely.
let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new Visitor(t.app);
  await visitor.page();
});
afterAll(() => t.close());

const storedEvents = async () =>
  (await t.db.select({ total: count() }).from(analyticsEvents))[0]?.total;

function postJson(url: string, payload: string, from = visitor) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': 'application/json',
      cookie: from.cookieHeader,
      [HEADER_CSRF_TOKEN]: from.csrfToken,
    },
  });
}

describe('demo mode stays on this machine', () => {
  it('is on only without DATABASE_URL and PUBLIC_URL, and then listens on loopback', () => {
    expect(parseEnv({})).toMatchObject({ DEMO: true, HOST: 'localhost' });
    expect(parseEnv({ HOST: '0.0.0.0' })).toMatchObject({ DEMO: true, HOST: '0.0.0.0' });
    expect(parseEnv({ PUBLIC_URL: 'https://jobs.example' })).toMatchObject({
      DEMO: false,
      HOST: '0.0.0.0',
      PUBLIC_ORIGIN: 'https://jobs.example',
    });
    expect(parseEnv({ PUBLIC_URL: 'https://jobs.example', DEMO: '1' })).toMatchObject({
      DEMO: true,
      HOST: 'localhost',
    });
    expect(parseEnv({ DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toMatchObject({
      DEMO: false,
      HOST: '0.0.0.0',
    });
  });

  it('answers the mailbox to loopback clients only, never through a proxy', async () => {
    const local = await t.app.inject({ url: '/api/dev/mailbox' });
    expect(local.statusCode).toBe(200);
    const remote = await t.app.inject({ url: '/api/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const proxied = await t.app.inject({
      url: '/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });
});

describe('no 5xx from input', () => {
  it('answers an unknown-site page for a domain that is not a domain name', async () => {
    const response = await visitor.get('/careers?domain=a%00b');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('There is no careers site at this address.');
  });

  it("words the unknown-site page in the visitor's language, whatever hl says", async () => {
    const german = await visitor.get('/careers?domain=nowhere.example&hl=de');
    expect(german.statusCode).toBe(404);
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain(`<h1>${serverText('de').siteNotFound.title}</h1>`);
    const hebrew = await visitor.page('/careers?domain=nowhere.example', {
      'accept-language': 'he-IL,he;q=0.9',
    });
    expect(hebrew.body).toContain('<html lang="he" dir="rtl">');
    for (const hl of ['x'.repeat(10_000), 'DE', '<script>']) {
      const odd = await visitor.get(`/careers?domain=nowhere.example&hl=${encodeURIComponent(hl)}`);
      expect(odd.statusCode).toBe(404);
      expect(odd.body).not.toContain('<script>');
    }
  });

  it('refuses NUL bytes and unpaired surrogates with 422, storing nothing', async () => {
    const before = await storedEvents();
    const probes = [
      postJson('/vslog?domain=northwind.example', '{"namespace":"a\\u0000b","event":"x"}'),
      postJson('/vslog?domain=northwind.example', JSON.stringify({ data_json: '{"a":"\\u0000"}' })),
      postJson('/vslog?domain=northwind.example', '{"metrics_to_push":[{"m":"\\ud800"}]}'),
      postJson('/vslog?domain=northwind.example&pid=%00', '{"event":"x"}'),
      postJson('/api/auth/email_code', '{"email":"a@example.com","domain":"north\\u0000wind"}'),
    ];
    for (const response of await Promise.all(probes)) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ message: 'Some fields are not valid.' });
    }
    expect(await storedEvents()).toBe(before);
  });

  it('refuses JSON nested deeper than 64 levels with 400', async () => {
    const deep = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;
    const response = await postJson('/vslog?domain=northwind.example', deep);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request could not be read.' });
  });

  it('refuses a theme font name with a NUL byte', async () => {
    const taylor = new Visitor(t.app);
    await logIn(taylor, t.db, 'taylor.reed@example.com');
    const response = await postJson(
      '/api/pcsx/theme',
      JSON.stringify({
        domain: 'northwind.example',
        theme: {
          primary_color: '#112233',
          accent_color: '#112233',
          background_color: '#ffffff',
          text_color: '#000000',
          font_family: 'Evil\u0000Sans',
          border_radius: 4,
        },
      }),
      taylor,
    );
    expect(response.statusCode).toBe(422);
  });
});

describe('anonymous analytics has a volume limit', () => {
  it('caps the body size', async () => {
    const response = await postJson(
      '/vslog?domain=northwind.example',
      JSON.stringify({ data_json: 'x'.repeat(40_000) }),
    );
    expect(response.statusCode).toBe(413);
  });

  it('limits each visitor per minute and answers 429 with Retry-After', async () => {
    const chatty = new Visitor(t.app);
    await chatty.page();
    const post = () => postJson('/vslog?domain=northwind.example', '{"event":"view"}', chatty);
    for (let sent = 0; sent < VSLOG_RATE_LIMITS.perVisitor.limit; sent += 1) {
      expect((await post()).statusCode).toBe(200);
    }
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('router errors', () => {
  it('carry the security headers and no internal error code', async () => {
    const response = await t.app.inject({ url: '/careers/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toMatch(/FST_|ERR_/);
    expect(response.json()).toMatchObject({ message: 'The request could not be read.' });
  });
});

describe('behind https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ PUBLIC_URL: 'https://jobs.example' });
  });
  afterAll(() => secure.close());

  it('sends HSTS and sets every cookie as __Host-, Secure, for the whole site', async () => {
    const person = new Visitor(secure.app);
    const page = await person.page();
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    for (const cookie of page.cookies) {
      expect(cookie.name).toMatch(/^__Host-/);
      expect(cookie, cookie.name).toMatchObject({ secure: true, path: '/' });
      expect(cookie.domain, cookie.name).toBeUndefined();
    }
    await logIn(person, secure.db, 'alex.morgan@example.com');
    const names = person.cookieHeader.split('; ').map((pair) => pair.split('=')[0]);
    expect(names.sort()).toEqual(
      ['__Host-careers_anon', '__Host-careers_csrf', '__Host-careers_session'].sort(),
    );
  });
});
