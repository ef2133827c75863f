import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './data-dir-lock';
import { withAfterCommit } from './after-commit';
import type { DatabaseHandle } from './database';
import { DurableNodeFS } from './durable-node-fs';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { createQueryGate } from './query-gate';
import * as schema from './schema';

export type PgliteOptions = {
  // null: in memory (tests); otherwise the folder that holds the lock file and `pglite/`.
  dataDir: string | null;
  // In memory only: start from this dump (tests load one migrated and seeded database per file).
  loadDataDir?: Blob;
  statementTimeoutMs: number;
  queueLimit: number;
};

// PGlite's defaults run with -F (fsync off). Durable commits: fsync on, WAL flushed with fsync()
// which DurableNodeFS passes to the disk. See docs/decisions and the README for the figures.
function startParams(statementTimeoutMs: number, isDurable: boolean): string[] {
  const params = PGlite.defaultStartParams.filter((param) => param !== '-F');
  if (isDurable) params.push('-c', 'fsync=on', '-c', 'wal_sync_method=fsync');
  else params.push('-F');
  params.push('-c', `statement_timeout=${statementTimeoutMs}`);
  return params;
}

export type PgliteHandle = DatabaseHandle & { dump: () => Promise<Blob> };

export async function openPglite(options: PgliteOptions): Promise<PgliteHandle> {
  const releaseLock = options.dataDir ? acquireDataDirLock(options.dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { fs: new DurableNodeFS(join(options.dataDir, 'pglite')) } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      startParams: startParams(options.statementTimeoutMs, options.dataDir !== null),
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  // PGlite runs one query at a time; the gate bounds how many may wait for it.
  const gate = createQueryGate(options.queueLimit);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const runTransaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) =>
    gate.run(() => query(...args))) as typeof client.query;
  client.exec = (...args) => gate.run(() => exec(...args));
  client.transaction = (callback) => gate.run(() => runTransaction(callback));

  const db = withAfterCommit(drizzle({ client, schema }));
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    driver: 'pglite',
    stats: () => ({ queued: gate.pending }),
    dump: async () => client.dumpDataDir('none'),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}
