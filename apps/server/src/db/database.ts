import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

type Schema = typeof schema;

// One type for both drivers (PGlite and node-postgres); a transaction is usable wherever a
// Database is, so repository methods accept either.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

type DatabaseDriver = 'pglite' | 'postgres';

// What the database layer logs with: pino (app.log) fits, and so does a recorder in tests.
export type DatabaseLogger = { warn: (details: object, message: string) => void };

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  close: () => Promise<void>;
};
