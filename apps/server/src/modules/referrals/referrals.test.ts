import { dashboardReferralsCall } from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dataOf,
  logIn,
  logInNewCandidate,
  Visitor,
  type TestApp,
} from '../../testing/test-app';

const ALEX = 'alex.morgan@example.com';
const pathFor = (domain: string) => `${dashboardReferralsCall.path}?domain=${domain}`;

// GET /api/pcsx/dashboard/referrals on the real database.
describe('referrals', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists Alex’s referral with its position, who referred and whether Alex applied', async () => {
    const visitor = new Visitor(t.app);
    await logIn(visitor, t.db, ALEX);
    const { referrals } = dataOf(
      dashboardReferralsCall,
      await visitor.get(pathFor('northwind.example')),
    );
    expect(referrals).toHaveLength(1);
    expect(referrals[0]).toMatchObject({ referrerName: 'Priya Shah', isApplied: false });
    expect(referrals[0]?.position.archivedAt).toBeLessThan(0);
  });

  it('answers a new candidate an empty list, 404 where the site does not show referrals, 401 logged out', async () => {
    const northwind = await logInNewCandidate(t, { domain: 'northwind.example' });
    expect(
      dataOf(dashboardReferralsCall, await northwind.visitor.get(pathFor('northwind.example')))
        .referrals,
    ).toEqual([]);
    const contoso = await logInNewCandidate(t, { domain: 'contoso.example' });
    const off = await contoso.visitor.get(pathFor('contoso.example'));
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ message: 'Referrals are not shown on this site.' });
    expect((await new Visitor(t.app).get(pathFor('northwind.example'))).statusCode).toBe(401);
  });
});
