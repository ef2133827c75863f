import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, candidates } from '../../db/schema';
import { createTestApp, logIn, readBootData, Visitor, type TestApp } from '../../testing/test-app';
import { getConfigValue } from '../config/config.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const theme = {
  primary_color: '#112233',
  accent_color: '#445566',
  background_color: '#ffffff',
  text_color: '#000000',
  font_family: 'Georgia, serif',
  border_radius: 4,
};

describe('terms of service and onboarding', () => {
  it('gates sam.lee until he accepts, then onboards him', async () => {
    const sam = new Visitor(t.app);
    await logIn(sam, t.db, 'sam.lee@example.com');
    const before = await sam.get('/api/pcsx/terms_of_service?domain=northwind.example');
    expect(before.json()).toEqual({ data: { tos_attested: false } });
    expect(
      (await sam.post('/api/pcsx/terms_of_service', { domain: 'northwind.example' })).json(),
    ).toEqual({ data: { tos_attested: true } });
    const after = await sam.get('/api/pcsx/terms_of_service?domain=northwind.example');
    expect(after.json()).toEqual({ data: { tos_attested: true } });

    expect(readBootData((await sam.page()).body)).toMatchObject({
      onboardingData: { isOnboarded: false },
    });
    expect(
      (await sam.post('/api/pcsx/onboarding', { domain: 'northwind.example' })).statusCode,
    ).toBe(200);
    expect(readBootData((await sam.page()).body)).toMatchObject({
      onboardingData: { isOnboarded: true },
    });
  });

  it('answers tosAttested false to a logged-out visitor and needs login to accept', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    expect(
      (await visitor.get('/api/pcsx/terms_of_service?domain=northwind.example')).json(),
    ).toEqual({ data: { tos_attested: false } });
    expect(
      (await visitor.post('/api/pcsx/terms_of_service', { domain: 'northwind.example' }))
        .statusCode,
    ).toBe(401);
  });

  it('marks casey.kim bootstrapped', async () => {
    const casey = new Visitor(t.app, 'contoso.example');
    await logIn(casey, t.db, 'casey.kim@example.com');
    expect(readBootData((await casey.page('/careers?domain=contoso.example')).body)).toMatchObject({
      onboardingData: { isBootstrapped: false, bootstrappingConfig: { enabled: true } },
    });
    const response = await casey.post('/api/pcsx/profile_bootstrapping', {
      domain: 'contoso.example',
    });
    expect(response.json()).toEqual({ data: { is_bootstrapped: true } });
    const [row] = await t.db
      .select({ isBootstrapped: candidates.isBootstrapped })
      .from(candidates)
      .where(eq(candidates.email, 'casey.kim@example.com'));
    expect(row?.isBootstrapped).toBe(true);
  });
});

describe('theme builder', () => {
  it('refuses a candidate who is not a theme builder', async () => {
    const alex = new Visitor(t.app);
    await logIn(alex, t.db, 'alex.morgan@example.com');
    const response = await alex.post('/api/pcsx/theme', { domain: 'northwind.example', theme });
    expect(response.statusCode).toBe(403);
  });

  it('saves the theme of a theme-builder user and validates it', async () => {
    const taylor = new Visitor(t.app);
    await logIn(taylor, t.db, 'taylor.reed@example.com');
    expect(readBootData((await taylor.page()).body)).toMatchObject({
      themeBuilderUser: true,
      user: { isAdmin: false },
    });
    const bad = await taylor.post('/api/pcsx/theme', {
      domain: 'northwind.example',
      theme: { ...theme, primary_color: 'red' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      errors: { 'theme.primary_color': expect.any(String) as string },
    });
    const ok = await taylor.post('/api/pcsx/theme', { domain: 'northwind.example', theme });
    expect(ok.statusCode).toBe(200);
    expect(
      await getConfigValue(t.db, 'northwind.example', 'pcsxConfig.branding.theme'),
    ).toMatchObject({ primaryColor: '#112233' });
    const boot = readBootData((await taylor.page()).body) as {
      configs: { pcsxConfig: { branding: { theme: unknown } } };
    };
    expect(boot.configs.pcsxConfig.branding.theme).toMatchObject({ primaryColor: '#112233' });
  });
});

describe('/vslog', () => {
  it('stores page views from logged-out visitors', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const response = await visitor.post('/vslog?domain=northwind.example&pid=42', {
      namespace: 'careers',
      event: 'page_view',
      data_json: JSON.stringify({ page: 'jobs' }),
    });
    expect(response.json()).toEqual({ data: { stored: 1 } });
    const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.pid, '42'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      namespace: 'careers',
      event: 'page_view',
      data: { page: 'jobs' },
      candidateId: null,
    });
  });

  it('stores one row per pushed metric', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const response = await visitor.post('/vslog?domain=northwind.example&namespace=crash', {
      metrics_to_push: [{ name: 'a' }, { name: 'b' }],
    });
    expect(response.json()).toEqual({ data: { stored: 2 } });
  });
});
