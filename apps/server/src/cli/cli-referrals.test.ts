import {
  dashboardReferralsCall,
  keysToCamel,
  notificationsCall,
  type Notification,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoPositionIds } from '../modules/positions/positions.repository';
import { createTestApp, dataOf, logInNewCandidate, type TestApp } from '../testing/test-app';
import { UsageError } from './errors';
import { cliRunner } from './cli-test-runner';

const DOMAIN = 'northwind.example';

// The employer records a referral: `careers referrals add`.
describe('careers referrals add', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cli = (...args: string[]) => cliRunner(t, DOMAIN)(...args);

  it('records the referral and tells the candidate, with a link to the job', async () => {
    const groupId = (await t.groups.get(DOMAIN))?.id ?? '';
    const [positionId = 0] = (
      await findDemoPositionIds(t.db, groupId, t.clock.now(), 30)
    ).open.slice(25);
    const { visitor, candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    const output = await cli(
      'referrals',
      'add',
      '--candidate',
      candidate.email,
      '--position',
      String(positionId),
      '--referrer',
      'Sam Lee',
    );
    expect(output[0]).toMatch(/^Recorded referral \d+; the candidate was notified\.$/);
    const { referrals } = dataOf(
      dashboardReferralsCall,
      await visitor.get(`${dashboardReferralsCall.path}?domain=${DOMAIN}`),
    );
    expect(referrals.map((referral) => [referral.position.id, referral.referrerName])).toEqual([
      [positionId, 'Sam Lee'],
    ]);
    const bell = keysToCamel(
      (await visitor.get(`${notificationsCall.path}?domain=${DOMAIN}`)).json(),
    ) as { data: { notifications: Notification[] } };
    expect(bell.data.notifications[0]?.message).toMatch(/^Sam Lee referred you for /);
    expect(bell.data.notifications[0]?.redirectUrl).toMatch(
      new RegExp(`^/careers/job/${positionId}`),
    );
  });

  it('refuses an unknown candidate or position, an empty referrer and bad arguments', async () => {
    const { candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    await expect(
      cli(
        'referrals',
        'add',
        '--candidate',
        'nobody@example.com',
        '--position',
        '1',
        '--referrer',
        'X',
      ),
    ).rejects.toThrow('No candidate nobody@example.com');
    await expect(
      cli(
        'referrals',
        'add',
        '--candidate',
        candidate.email,
        '--position',
        '999999',
        '--referrer',
        'X',
      ),
    ).rejects.toThrow();
    await expect(
      cli('referrals', 'add', '--candidate', candidate.email, '--position', '1', '--referrer', ' '),
    ).rejects.toThrow('--referrer must be 1 to 200 characters.');
    await expect(
      cli(
        'referrals',
        'add',
        '--candidate',
        candidate.email,
        '--position',
        'abc',
        '--referrer',
        'X',
      ),
    ).rejects.toThrow(UsageError);
  });
});
