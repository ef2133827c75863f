import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../shared/app-error';
import { createTestApp, readBootData, Visitor, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    INSTANCE_BANNER: 'Staging copy',
    PUBLIC_URL: 'https://jobs.example.org',
  });
});
afterAll(() => t.close());

const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

describe('page HTML', () => {
  it('shares one logged-out page between visitors, each with their own token', async () => {
    const first = new Visitor(t.app);
    const second = new Visitor(t.app);
    const a = await first.page('/careers?domain=northwind.example&query=chef');
    const b = await second.page('/careers?domain=northwind.example&query=chef');
    expect(a.body).toBe(b.body);
    expect(first.csrfToken).not.toBe(second.csrfToken);
    // The cached page follows config changes once the group is reloaded.
    const restore = await t.setConfig('northwind.example', 'pcsxConfig.seoConfig.jobs', {
      title: 'Chefs!',
      description: 'Find your next job at Northwind.',
    });
    try {
      expect(titleOf((await first.page('/careers?domain=northwind.example&query=chef')).body)).toBe(
        'Chefs!',
      );
    } finally {
      await restore();
    }
  });

  it('is compressed for browsers that accept gzip', async () => {
    for (const url of ['/careers', '/careers/offers', '/candidate/login']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
    }
  });

  it('holds the boot data, CSRF meta, title, description and canonical link', async () => {
    const visitor = new Visitor(t.app);
    const response = await visitor.page('/careers?domain=northwind.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // Logged out: the token is in a readable cookie, not the shared page (decision 006).
    expect(response.body).toContain('<meta name="csrf-token" content="" />');
    const csrfCookie = response.cookies.find((c) => c.name === '__Host-careers_csrf');
    expect(csrfCookie).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(csrfCookie?.httpOnly).toBeFalsy();
    expect(visitor.csrfToken.length).toBeGreaterThan(20);
    expect(response.body).toContain(
      '<meta name="description" content="Find your next job at Northwind." />',
    );
    expect(response.body).toContain(
      '<link rel="canonical" href="https://jobs.example.org/careers?domain=northwind.example" />',
    );
    expect(titleOf(response.body)).toBe('Careers at Northwind');
    expect(readBootData(response.body)).toMatchObject({
      isLoggedIn: false,
      user: null,
      domain: 'northwind.example',
      companyName: 'Northwind',
      pageId: 'jobs',
      instanceBannerData: { displayBanner: true, displayText: 'Staging copy' },
    });
    // https PUBLIC_URL: the anonymous cookie is __Host- and Secure too.
    expect(response.cookies.find((c) => c.name === '__Host-careers_anon')).toMatchObject({
      secure: true,
      httpOnly: true,
    });
  });

  it('titles pages by precedence: SEO config, then query at location, then the default', async () => {
    const visitor = new Visitor(t.app);
    expect(titleOf((await visitor.page('/careers/offers')).body)).toBe('Your offers | Northwind');
    expect(titleOf((await visitor.page('/careers/software-engineer/new_york')).body)).toBe(
      'software engineer at new york',
    );
    expect(titleOf((await visitor.page('/careers/search?query=nurse&location=Berlin')).body)).toBe(
      'nurse at Berlin',
    );
    expect(titleOf((await visitor.page('/careers/search?query=nurse')).body)).toBe(
      'Careers at Northwind',
    );
    expect(titleOf((await visitor.page('/careers/profile')).body)).toBe('Careers at Northwind');
  });

  it('words the title and description in the page language', async () => {
    const visitor = new Visitor(t.app);
    const german = (await visitor.page('/careers/search?query=nurse&location=Berlin&hl=de')).body;
    expect(titleOf(german)).toBe('nurse in Berlin');
    const japanese = (await visitor.page('/careers/profile?hl=ja')).body;
    expect(titleOf(japanese)).toBe('Northwind 採用情報');
    expect(japanese).toContain('<meta name="description" content="Northwind 採用情報" />');
  });

  it('sets lang and dir from hl, then Accept-Language, within the supported languages', async () => {
    const visitor = new Visitor(t.app);
    expect((await visitor.page('/careers?hl=ar')).body).toContain(
      '<html lang="ar" dir="rtl" style=',
    );
    expect(
      (await visitor.page('/careers', { 'accept-language': 'de-DE,de;q=0.9' })).body,
    ).toContain('<html lang="de" dir="ltr" style=');
    expect((await visitor.page('/careers?hl=xx', { 'accept-language': 'ja' })).body).toContain(
      '<html lang="ja" dir="ltr" style=',
    );
    expect((await visitor.page('/careers?hl=he')).body).toContain(
      '<html lang="he" dir="rtl" style=',
    );
    expect((await visitor.page('/careers?domain=contoso.example&hl=ar')).body).toContain(
      '<html lang="en" dir="ltr" style=',
    );
  });

  it('paints in the group’s theme before any script: its CSS variables are on <html>', async () => {
    const html = (await new Visitor(t.app).page('/careers')).body;
    const style = /<html [^>]*style="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(style).toMatch(/^--brand-primary:#[0-9a-f]{6};--brand-accent:#[0-9a-f]{6};/i);
    expect(style).toContain('--brand-radius:');
  });

  it('sanitises config HTML and cannot be broken out of', async () => {
    await t.setConfig('northwind.example', 'pcsxConfig.branding.customPageSections.banner.jobs', {
      kind: 'alert',
      html: '<b>Hi</b><img src=x onerror="alert(1)"><script>alert(2)</script></script><p>',
    });
    const body = (await new Visitor(t.app).page('/careers')).body;
    expect(body).not.toContain('</script><p>');
    const boot = readBootData(body) as {
      configs: {
        pcsxConfig: { branding: { customPageSections: { banner: { jobs: { html: string } } } } };
      };
    };
    const html = boot.configs.pcsxConfig.branding.customPageSections.banner.jobs.html;
    expect(html).toContain('<b>Hi</b>');
    expect(html).not.toMatch(/onerror|<script/);
  });

  // scriptConfig.pageLoadHeadScripts (docs/product/shell-and-gates.md).
  it("loads the employer's head scripts, each origin allowed by the CSP, none inline", async () => {
    const before = await t.app.inject({ url: '/careers' });
    expect(before.headers['content-security-policy']).toContain("script-src 'self';");
    const restore = await t.setConfig('northwind.example', 'pcsxConfig.scriptConfig', {
      pageLoadHeadScripts: [
        { src: 'https://tags.example.com/consent.js' },
        { src: 'https://tags.example.com/analytics.js', integrity: 'sha384-abc123+/=' },
      ],
    });
    try {
      const page = await t.app.inject({ url: '/careers' });
      expect(page.headers['content-security-policy']).toContain(
        "script-src 'self' https://tags.example.com;",
      );
      expect(page.body).toContain(
        '<script src="https://tags.example.com/consent.js" async></script>',
      );
      expect(page.body).toContain(
        '<script src="https://tags.example.com/analytics.js" async integrity="sha384-abc123+/=" crossorigin="anonymous"></script>',
      );
      const contoso = await t.app.inject({ url: '/careers?domain=contoso.example' });
      expect(contoso.headers['content-security-policy']).toContain("script-src 'self';");
    } finally {
      await restore();
    }
  });

  it('refuses hostile config values with a clear message', async () => {
    const refusals: [string, unknown, RegExp][] = [
      [
        'pcsxConfig.scriptConfig.pageLoadHeadScripts',
        [{ src: 'data:text/javascript,alert(1)' }],
        /Must be an https URL of a script file/,
      ],
      [
        'pcsxConfig.branding.customPageSections.customNavbarConfig',
        {
          enable: true,
          showInLoggedinView: true,
          links: [{ label: 'Home', url: 'javascript:alert(1)' }],
        },
        /Must be an http\(s\) or mailto: address, or a path on this site/,
      ],
      [
        'whatsappChatCompNumber',
        '+49 30 CALL ME',
        /Must be a phone number in international format/,
      ],
      ['chatbotxConfig.whatsappChatCompNumber', 'abc', /international format/],
    ];
    for (const [path, value, message] of refusals) {
      const problem = await t
        .setConfig('northwind.example', path, value)
        .then(() => 'accepted')
        .catch((error: unknown) => JSON.stringify((error as AppError).fieldErrors));
      expect(problem).toMatch(message);
    }
    const page = await t.app.inject({ url: '/careers' });
    expect(page.body).not.toMatch(/javascript:alert|data:text\/javascript/);
  });

  it('answers 404 for an unknown domain or path', async () => {
    const visitor = new Visitor(t.app);
    expect((await visitor.page('/careers?domain=nowhere.example')).statusCode).toBe(404);
    expect((await visitor.page('/not-a-page')).statusCode).toBe(404);
    expect((await visitor.get('/api/nothing')).statusCode).toBe(404);
  });

  it('answers /healthz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
  });
});

describe('canonical links', () => {
  it('come from PUBLIC_URL, never from Host or X-Forwarded-*, trusted or not', async () => {
    const headers = {
      host: 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'jobs.proxy.example',
    };
    const trusted = await createTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://jobs.example' });
    const bare = await createTestApp({ PORT: '3000' });
    try {
      const canonical =
        '<link rel="canonical" href="https://jobs.example/careers?domain=northwind.example" />';
      expect((await trusted.app.inject({ url: '/careers', headers })).body).toContain(canonical);
      // The shared logged-out page is keyed by scheme: an https request via the proxy leaves
      // the next plain visitor's page as it should be.
      expect((await trusted.app.inject({ url: '/careers' })).body).toContain(canonical);
      const local = await bare.app.inject({ url: '/careers', headers });
      expect(local.body).toContain(
        '<link rel="canonical" href="http://localhost:3000/careers?domain=northwind.example" />',
      );
      expect(local.body).not.toContain('evil.example');
    } finally {
      await trusted.close();
      await bare.close();
    }
  });
});
