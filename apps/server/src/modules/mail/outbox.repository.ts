import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};
export type ClaimedMail = Required<OutgoingMail> & { id: number; attempts: number };

const MAX_ATTEMPTS = 5;

function outboxRow(mail: OutgoingMail) {
  return {
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers ?? {},
  };
}

export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values(outboxRow(mail));
}

// Many mails in one statement (the alert digests of a batch).
export async function enqueueMails(db: Database, mails: OutgoingMail[]): Promise<void> {
  if (mails.length > 0) await db.insert(mailOutbox).values(mails.map(outboxRow));
}

// Claims rows for a while (FOR UPDATE SKIP LOCKED), so several workers never send one mail twice
// and sending happens outside the transaction.
export async function claimMail(
  db: Database,
  now: Date,
  claimMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(mailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        claimedUntil: new Date(now.getTime() + claimMs),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          rows.map((row) => row.id),
        ),
      )
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        html: mailOutbox.htmlBody,
        headers: mailOutbox.headers,
        attempts: mailOutbox.attempts,
      });
  });
}

// One statement for a claimed batch: each commit is a flush to disk.
export async function markMailsSent(db: Database, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ sentAt: at, lastError: null })
    .where(inArray(mailOutbox.id, [...ids]));
}

// The claim is kept until `retryAt`, so a failing mail waits before its next attempt instead of
// being claimed again at once by the same drain.
export async function markMailFailed(
  db: Database,
  id: number,
  error: string,
  retryAt: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 2000), claimedUntil: retryAt })
    .where(eq(mailOutbox.id, id));
}

export async function listSentMail(db: Database, limit: number) {
  return db
    .select({
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      html: mailOutbox.htmlBody,
      headers: mailOutbox.headers,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.sentAt))
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
    .limit(limit);
}

// Mail still to send (not given up on) and how long the oldest has waited, for GET /metrics.
export async function outboxBacklog(
  db: Database,
  now: Date,
): Promise<{ unsent: number; oldestSeconds: number }> {
  const [row] = await db
    .select({
      unsent: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${mailOutbox.createdAt})`,
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return { unsent: row?.unsent ?? 0, oldestSeconds: Math.max(0, (now.getTime() - oldest) / 1000) };
}
