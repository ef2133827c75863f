import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

// A raw statement's rows (aggregates Drizzle's builder does not express); both drivers answer
// db.execute with { rows }.
export async function queryRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: Row[] }).rows;
}
