import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('security headers', () => {
  let plain: TestApp;
  let secure: TestApp;

  beforeAll(async () => {
    plain = await createTestApp();
    secure = await createTestApp({ PUBLIC_URL: 'https://careers.northwind.example' });
  });
  afterAll(async () => {
    await plain.close();
    await secure.close();
  });

  it('sends a CSP that only runs our own scripts, on pages and calls', async () => {
    for (const url of ['/careers', '/healthz']) {
      const response = await plain.app.inject({ url });
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrades requests only behind https', async () => {
    const response = await secure.app.inject({ url: '/careers' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
