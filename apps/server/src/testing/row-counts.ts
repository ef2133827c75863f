import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).flatMap((value) =>
  is(value, PgTable) ? [value] : [],
);

// The rows of every table, by name: a refused request must leave them all as they were.
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ total: count() }).from(table);
    counts[getTableName(table)] = row?.total ?? 0;
  }
  return counts;
}
