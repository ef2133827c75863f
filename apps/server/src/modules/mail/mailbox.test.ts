import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, Visitor, type TestApp } from '../../testing/test-app';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function waitForMail(
  visitor: Visitor,
): Promise<{ data: { to: string; subject: string; sent_at: string }[] }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const body = (await visitor.get('/api/dev/mailbox')).json<{
      data: { to: string; subject: string; sent_at: string }[];
    }>();
    if (body.data.length > 0) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no mail arrived');
}

describe('dev mailbox', () => {
  it('lists sent mail, newest first, in demo mode', async () => {
    const t = await createTestApp({ DEMO: '1' });
    apps.push(t);
    const visitor = new Visitor(t.app);
    await visitor.page();
    await visitor.post('/api/auth/email_code', {
      email: 'alex.morgan@example.com',
      domain: 'northwind.example',
    });
    const body = await waitForMail(visitor);
    expect(body.data[0]).toMatchObject({
      to: 'alex.morgan@example.com',
      subject: 'Your login code for Northwind careers',
    });
    const page = await visitor.get('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your login code for Northwind careers');
  });

  it('does not exist outside demo mode', async () => {
    const t = await createTestApp({ DEMO: '0' });
    apps.push(t);
    const visitor = new Visitor(t.app);
    expect((await visitor.get('/api/dev/mailbox')).statusCode).toBe(404);
    expect((await visitor.get('/dev/mailbox')).statusCode).toBe(404);
  });
});
