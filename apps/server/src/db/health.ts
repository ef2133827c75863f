import { sql } from 'drizzle-orm';
import type { Database } from './database';

// /readyz: answers only when a query goes through.
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
