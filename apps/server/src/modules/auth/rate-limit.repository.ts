import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitBuckets } from '../../db/schema';

// Fixed windows in the database, so every process counts the same hits.
export async function countHit(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ count: rateLimitBuckets.count });
  return row?.count ?? 1;
}

export async function deleteBucketsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, before));
}
