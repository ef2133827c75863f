import type pg from 'pg';
import type { DatabaseLogger } from './database';

export type PoolWatch = {
  // Resolves once every connection the pool opened has closed its socket.
  allClosed: () => Promise<void>;
};

// A PostgreSQL restart or failover ends connections with 57P01. node-postgres
// reports that as an `error` event, and an `error` event with no listener crashes the process.
export function watchPool(pool: pg.Pool, logger: DatabaseLogger): PoolWatch {
  const checkedOut = new Set<pg.PoolClient>();
  const open = new Set<Promise<void>>();

  // The pool has already dropped the idle client; the next call opens a new connection.
  pool.on('error', (error) => {
    logger.warn({ err: error }, 'PostgreSQL closed an idle connection');
  });
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    // pg-pool listens only while a client is idle. Checked out, the running query rejects with
    // the error, but a connection lost between queries would be uncaught; the pool discards the
    // client on release because it is no longer queryable.
    let isLost = false;
    client.on('error', (error) => {
      // Once: the same loss also arrives as "Connection terminated unexpectedly".
      if (isLost || !checkedOut.has(client)) return;
      isLost = true;
      logger.warn({ err: error }, 'PostgreSQL connection lost in use');
    });
    // pool.end() resolves before the sockets close; callers that drop the database next (tests)
    // or exit must wait for these.
    const closed = new Promise<void>((resolve) => client.once('end', resolve));
    open.add(closed);
    void closed.then(() => open.delete(closed));
  });

  return {
    allClosed: async () => {
      await Promise.all(open);
    },
  };
}
