import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginCodes } from '../../db/schema';

export type LoginCodeRow = { id: string; codeHash: string; tries: number };

export async function replaceLoginCode(
  db: Database,
  code: { groupId: string; email: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  // Only the newest code counts: asking again retires the earlier ones.
  await db
    .update(loginCodes)
    .set({ consumedAt: code.createdAt })
    .where(
      and(
        eq(loginCodes.groupId, code.groupId),
        eq(loginCodes.email, code.email),
        isNull(loginCodes.consumedAt),
      ),
    );
  await db.insert(loginCodes).values(code);
}

export async function findLiveLoginCode(
  db: Database,
  groupId: string,
  email: string,
  now: Date,
): Promise<LoginCodeRow | null> {
  const [row] = await db
    .select({ id: loginCodes.id, codeHash: loginCodes.codeHash, tries: loginCodes.tries })
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.groupId, groupId),
        eq(loginCodes.email, email),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(loginCodes.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function recordFailedTry(db: Database, id: string, tries: number): Promise<void> {
  await db.update(loginCodes).set({ tries }).where(eq(loginCodes.id, id));
}

export async function consumeLoginCode(db: Database, id: string, at: Date): Promise<void> {
  await db.update(loginCodes).set({ consumedAt: at }).where(eq(loginCodes.id, id));
}

export async function deleteLoginCodesExpiredBefore(db: Database, before: Date): Promise<void> {
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, before));
}
