import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

type Schema = typeof schema;

// One type for both drivers (PGlite and node-postgres); a transaction is usable wherever a
// Database is, so repository methods accept either.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

type DatabaseDriver = 'pglite' | 'postgres';

// What the database layer logs with: pino (app.log) fits, and so does a recorder in tests.
export type DatabaseLogger = { warn: (details: object, message: string) => void };

// What GET /metrics reports of the connection: queries waiting in the gate in front of it and,
// on PostgreSQL, the pool's connections.
export type DatabaseStats = {
  queued: number;
  pool?: { total: number; idle: number; waiting: number };
};

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  stats: () => DatabaseStats;
  close: () => Promise<void>;
};
