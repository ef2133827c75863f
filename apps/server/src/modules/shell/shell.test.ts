import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema';
import {
  createTestApp,
  logIn,
  logInNewCandidate,
  readBootData,
  Visitor,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('terms of service and onboarding', () => {
  it('shows the seeded gate to Sam Lee: terms not attested, not onboarded', async () => {
    const sam = new Visitor(t.app);
    await logIn(sam, t.db, 'sam.lee@example.com');
    const terms = await sam.get('/api/pcsx/terms_of_service?domain=northwind.example');
    expect(terms.json()).toEqual({ data: { tos_attested: false } });
    expect(readBootData((await sam.page()).body)).toMatchObject({
      onboardingData: { isOnboarded: false },
    });
  });

  it('gates a new candidate until they accept, then onboards them', async () => {
    const { visitor } = await logInNewCandidate(t);
    const before = await visitor.get('/api/pcsx/terms_of_service?domain=northwind.example');
    expect(before.json()).toEqual({ data: { tos_attested: false } });
    expect(
      (await visitor.post('/api/pcsx/terms_of_service', { domain: 'northwind.example' })).json(),
    ).toEqual({ data: { tos_attested: true } });
    const after = await visitor.get('/api/pcsx/terms_of_service?domain=northwind.example');
    expect(after.json()).toEqual({ data: { tos_attested: true } });

    expect(readBootData((await visitor.page()).body)).toMatchObject({
      onboardingData: { isOnboarded: false },
    });
    const onboarded = await visitor.post('/api/pcsx/onboarding', { domain: 'northwind.example' });
    expect(onboarded.json()).toEqual({ data: { is_onboarded: true } });
    expect(readBootData((await visitor.page()).body)).toMatchObject({
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
});

describe('profile bootstrapping', () => {
  it('shows the set-up screen to Casey Kim (contoso has it on)', async () => {
    const casey = new Visitor(t.app, 'contoso.example');
    await logIn(casey, t.db, 'casey.kim@example.com');
    expect(readBootData((await casey.page('/careers?domain=contoso.example')).body)).toMatchObject({
      onboardingData: {
        isBootstrapped: false,
        bootstrappingConfig: { enabled: true, fields: ['name', 'email', 'location', 'resume'] },
      },
    });
  });

  it('asks for the details the group names in onboardingConfig.bootstrappingFields', async () => {
    const restore = await t.setConfig(
      'contoso.example',
      'pcsxConfig.onboardingConfig.bootstrappingFields',
      ['name', 'resume'],
    );
    try {
      const casey = new Visitor(t.app, 'contoso.example');
      await logIn(casey, t.db, 'casey.kim@example.com');
      const boot = readBootData((await casey.page('/careers?domain=contoso.example')).body);
      expect(boot).toMatchObject({
        onboardingData: { bootstrappingConfig: { enabled: true, fields: ['name', 'resume'] } },
      });
      await expect(
        t.setConfig('contoso.example', 'pcsxConfig.onboardingConfig.bootstrappingFields', [
          'phone',
        ]),
      ).rejects.toMatchObject({ code: 'validation_failed' });
    } finally {
      await restore();
    }
  });

  it('marks a candidate bootstrapped', async () => {
    const { visitor, candidate } = await logInNewCandidate(t, {
      domain: 'contoso.example',
      isOnboarded: true,
      hasAttestedTerms: true,
    });
    const response = await visitor.post('/api/pcsx/profile_bootstrapping', {
      domain: 'contoso.example',
    });
    expect(response.json()).toEqual({ data: { is_bootstrapped: true } });
    const [row] = await t.db
      .select({ isBootstrapped: candidates.isBootstrapped })
      .from(candidates)
      .where(eq(candidates.id, candidate.id));
    expect(row?.isBootstrapped).toBe(true);
  });
});
