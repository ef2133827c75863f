import { dashboardNudgesCall, draftApplicationsCall, NUDGES_MAX } from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dataOf,
  logIn,
  logInNewCandidate,
  Visitor,
  type TestApp,
} from '../../testing/test-app';
import { findDemoPositionIds } from '../positions/positions.repository';
import { archivePosition } from '../positions/positions.service';

const DOMAIN = 'northwind.example';
const ALEX = 'alex.morgan@example.com';
const path = `${dashboardNudgesCall.path}?domain=${DOMAIN}`;

// GET /api/pcsx/dashboard/nudges on the real database.
describe('dashboard nudges', () => {
  let t: TestApp;
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp();
    groupId = (await t.groups.get(DOMAIN))?.id ?? '';
  });
  afterAll(() => t.close());

  it('puts what the employer waits on first for Alex: a document to sign, then forms', async () => {
    const visitor = new Visitor(t.app);
    await logIn(visitor, t.db, ALEX);
    const { nudges } = dataOf(dashboardNudgesCall, await visitor.get(path));
    expect(nudges.length).toBeGreaterThan(1);
    expect(nudges.length).toBeLessThanOrEqual(NUDGES_MAX);
    expect(new Set(nudges.map((nudge) => nudge.id)).size).toBe(nudges.length);
    const [first] = nudges;
    expect(first).toMatchObject({ kind: 'signDocument', isActionRequired: true });
    expect(first?.url).toMatch(/^\/careers\/offer\//);
    expect(first?.context).not.toBe('');
    const kinds = nudges.map((nudge) => nudge.kind);
    expect(kinds).toContain('completeForm');
    // Action required first, then the rest.
    const firstOptional = nudges.findIndex((nudge) => !nudge.isActionRequired);
    if (firstOptional >= 0) {
      expect(nudges.slice(firstOptional).every((nudge) => !nudge.isActionRequired)).toBe(true);
    }
  });

  it('asks a new candidate to complete the profile, and to finish a draft while its job is open', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const before = dataOf(dashboardNudgesCall, await visitor.get(path)).nudges;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ kind: 'completeProfile', url: '/careers/profile' });
    expect(before[0]?.percent).toBeLessThan(100);

    const [pid = 0] = (await findDemoPositionIds(t.db, groupId, t.clock.now(), 30)).open.slice(20);
    const saved = await visitor.send('PUT', draftApplicationsCall.path, {
      domain: DOMAIN,
      position_id: String(pid),
      values_json: JSON.stringify({ coverLetter: 'Hello' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const withDraft = dataOf(dashboardNudgesCall, await visitor.get(path)).nudges;
    expect(withDraft[0]).toMatchObject({
      kind: 'finishDraft',
      url: `/careers/apply?pid=${pid}`,
      isActionRequired: false,
    });
    expect(withDraft[0]?.subject).not.toBe('');

    await archivePosition(t.db, groupId, pid, t.clock.now());
    const closed = dataOf(dashboardNudgesCall, await visitor.get(path)).nudges;
    expect(closed.map((nudge) => nudge.kind)).toEqual(['completeProfile']);
  });

  it('answers 401 logged out and 404 for an unknown site', async () => {
    const visitor = new Visitor(t.app);
    expect((await visitor.get(path)).statusCode).toBe(401);
    const { visitor: candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    expect(
      (await candidate.get(`${dashboardNudgesCall.path}?domain=unknown.example`)).statusCode,
    ).toBe(404);
  });
});
