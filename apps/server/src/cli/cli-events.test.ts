import {
  dashboardEventsCall,
  keysToCamel,
  notificationsCall,
  type Notification,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, logInNewCandidate, type TestApp } from '../testing/test-app';
import { UsageError } from './errors';
import { cliRunner } from './cli-test-runner';

const DOMAIN = 'northwind.example';
const LIST = `${dashboardEventsCall.path}?domain=${DOMAIN}`;

// The employer's event commands: `careers events create|list|register`.
describe('careers events', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cli = (...args: string[]) => cliRunner(t, DOMAIN)(...args);

  it('the employer creates an event and registers a candidate, who is told in the bell', async () => {
    const created = await cli(
      'events',
      'create',
      '--title',
      'Nursing open evening',
      '--at',
      '2099-03-01T17:00:00Z',
      '--duration',
      '120',
      '--location',
      'Northwind Clinic',
    );
    const id = Number(/^Created event (\d+):/.exec(created[0] ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    const { visitor, candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    expect(
      await cli('events', 'register', '--event', String(id), '--candidate', candidate.email),
    ).toEqual([`${candidate.email} is registered for event ${id}.`]);
    const event = dataOf(dashboardEventsCall, await visitor.get(LIST)).upcoming.find(
      (entry) => entry.id === id,
    );
    expect(event).toMatchObject({
      location: 'Northwind Clinic',
      registration: { status: 'Registered' },
    });
    const bell = keysToCamel(
      (await visitor.get(`${notificationsCall.path}?domain=${DOMAIN}`)).json(),
    ) as { data: { notifications: Notification[] } };
    expect(bell.data.notifications[0]?.message).toMatch(
      /^You are registered for Nursing open evening on /,
    );
    expect(
      (await cli('events', 'list')).some((line) =>
        line.includes('1 registered  Nursing open evening'),
      ),
    ).toBe(true);

    await expect(
      cli('events', 'create', '--title', 'x', '--at', 'tomorrow', '--duration', '5'),
    ).rejects.toThrow(UsageError);
    await expect(
      cli(
        'events',
        'create',
        '--title',
        'x',
        '--at',
        '2099-01-01T10:00:00Z',
        '--duration',
        '5',
        '--link',
        'ftp://x',
      ),
    ).rejects.toThrow('--link must be an http(s) address.');
  });
});
