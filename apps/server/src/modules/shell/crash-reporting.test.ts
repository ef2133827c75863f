import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The employer's crash-reporting sink (docs/configuration.md, `pcsxConfig.errorReporting`): the
// browser may reach its origin from the group's pages, and from nowhere else.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function connectSources(path: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  const policy = String(response.headers['content-security-policy']);
  return policy.split('; ').find((directive) => directive.startsWith('connect-src')) ?? '';
}

describe('crash reporting sink', () => {
  it('is left out of the CSP until configured', async () => {
    expect(await connectSources('/careers?domain=northwind.example')).toBe("connect-src 'self'");
  });

  it('lets the group’s pages connect to the DSN’s origin, and only that group’s', async () => {
    const restore = await t.setConfig('northwind.example', 'pcsxConfig.errorReporting', {
      dsn: 'https://abc123@errors.example.com/42',
    });
    try {
      expect(await connectSources('/careers?domain=northwind.example')).toBe(
        "connect-src 'self' https://errors.example.com",
      );
      expect(await connectSources('/careers/offers?domain=northwind.example')).toBe(
        "connect-src 'self' https://errors.example.com",
      );
      expect(await connectSources('/careers?domain=contoso.example')).toBe("connect-src 'self'");
    } finally {
      await restore();
    }
  });

  it('refuses a DSN or contact link that is not one', async () => {
    for (const value of [
      { dsn: 'https://errors.example.com/42' },
      { dsn: 'http://abc@errors.example.com/42' },
      { contactUrl: 'javascript:alert(1)' },
    ]) {
      await expect(
        t.setConfig('northwind.example', 'pcsxConfig.errorReporting', value),
      ).rejects.toMatchObject({ code: 'validation_failed' });
    }
  });

  it('hands the configured contact link to the page', async () => {
    const restore = await t.setConfig(
      'northwind.example',
      'pcsxConfig.errorReporting.contactUrl',
      'mailto:help@northwind.example',
    );
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/careers?domain=northwind.example',
      });
      expect(response.body).toContain('"contactUrl":"mailto:help@northwind.example"');
    } finally {
      await restore();
    }
  });
});
