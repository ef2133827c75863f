import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { startSmtpSink } from '../../testing/smtp-sink';
import { createTestApp, Visitor, type TestApp } from '../../testing/test-app';
import { retryTime } from './outbox.job';

async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describe('mail delivery over SMTP', () => {
  const smtp = startSmtpSink((to) => to.startsWith('bounce'));
  let t: TestApp;

  beforeAll(async () => {
    const port = await smtp.listening;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Northwind Careers <careers@northwind.example>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the login code through SMTP and marks it sent', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const sent = await visitor.post('/api/auth/email_code', {
      email: 'alex.morgan@example.com',
      domain: 'northwind.example',
    });
    expect(sent.statusCode).toBe(200);
    const mail = await until(() => Promise.resolve(smtp.received.at(0)));
    expect(mail.from).toBe('careers@northwind.example');
    expect(mail.to).toEqual(['alex.morgan@example.com']);
    expect(mail.raw).toContain('Subject: Your login code for Northwind careers');
    expect(mail.raw).toMatch(/Your code is \d{6}\. It expires in 10 minutes\./);
    const row = await until(async () => {
      const [found] = await t.db
        .select({ sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'alex.morgan@example.com'));
      return found?.sentAt ? found : undefined;
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a refused mail unsent with its error, and the call still answers 200', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const sent = await visitor.post('/api/auth/email_code', {
      email: 'bounce@example.com',
      domain: 'northwind.example',
    });
    expect(sent.statusCode).toBe(200);
    const row = await until(async () => {
      const [found] = await t.db
        .select({
          sentAt: mailOutbox.sentAt,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'bounce@example.com'));
      return found?.lastError ? found : undefined;
    });
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('550');
  });

  it('backs off after each failed attempt, at most an hour', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const minutesLater = (attempts: number) =>
      (retryTime(now, attempts).getTime() - now.getTime()) / 60_000;
    expect([1, 2, 3, 4].map(minutesLater)).toEqual([1, 2, 4, 8]);
    expect(minutesLater(12)).toBe(60);
  });
});
