import { keysToCamel, notificationsCall, type Notification } from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInNewCandidate, type TestApp, type Visitor } from '../testing/test-app';
import { parseCommand, runCommand } from './cli-commands';
import { UsageError } from './errors';

const DOMAIN = 'northwind.example';
const ORIGIN = 'https://jobs.northwind.test';

// `careers notify` creates the notification the bell lists.
describe('careers notify', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function listOf(visitor: Visitor): Promise<Notification[]> {
    const response = await visitor.get(`${notificationsCall.path}?domain=${DOMAIN}`);
    expect(response.statusCode, response.body).toBe(200);
    return (keysToCamel(response.json()) as { data: { notifications: Notification[] } }).data
      .notifications;
  }

  it('notifies from the CLI: careers notify', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const output: string[] = [];
    const command = parseCommand([
      'notify',
      '--candidate',
      candidate.email,
      '--category',
      'interview',
      '--message',
      'Your interview is confirmed.',
      '--action-required',
      '--url',
      '/careers/dashboard#interviews',
    ]);
    await runCommand(t.db, command, (text) => output.push(text), {
      defaultDomain: DOMAIN,
      publicOrigin: ORIGIN,
    });
    expect(output[0]).toMatch(
      /^Notified candidate-.* in northwind\.example \(notification \d+\)\.$/,
    );
    const [notification] = await listOf(visitor);
    expect(notification).toMatchObject({
      categoryTitle: 'Interview',
      message: 'Your interview is confirmed.',
      notificationType: 'action_required',
      redirectUrl: '/careers/dashboard#interviews',
    });
    expect(() =>
      parseCommand(['notify', '--candidate', candidate.email, '--message', 'x']),
    ).toThrow(UsageError);
    expect(() =>
      parseCommand(['notify', '--candidate', 'a@b.c', '--category', 'spam', '--message', 'x']),
    ).toThrow(/--category must be one of/);
    await expect(
      runCommand(
        t.db,
        parseCommand([
          'notify',
          '--candidate',
          'nobody@example.com',
          '--category',
          'general',
          '--message',
          'x',
        ]),
        () => undefined,
        { defaultDomain: DOMAIN },
      ),
    ).rejects.toThrow('No candidate nobody@example.com in northwind.example.');
  });
});
