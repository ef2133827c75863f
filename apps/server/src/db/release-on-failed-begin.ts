import type pg from 'pg';

const BEGIN = /^\s*begin\b/i;
const wrapped = new WeakSet<pg.PoolClient>();

function statementText(query: unknown): string {
  if (typeof query === 'string') return query;
  if (typeof query === 'object' && query !== null && 'text' in query) {
    return typeof query.text === 'string' ? query.text : '';
  }
  return '';
}

function isPromise(value: unknown): value is Promise<unknown> {
  return value instanceof Promise;
}

/**
 * drizzle-orm 0.45's node-postgres `transaction()` runs BEGIN before the try/finally that releases
 * its pooled client (drizzle-team/drizzle-orm#6241, still open). A BEGIN that fails, typically on a
 * connection PostgreSQL closed while the client sat idle, leaks that pool slot for good: after a
 * few restarts no call gets a connection, and `pool.end()` never resolves. So a client whose BEGIN
 * fails is released here, with the error so that the pool discards it, and a second release (once
 * drizzle releases it too) is ignored rather than thrown.
 */
export function releaseOnFailedBegin(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release.bind(client);
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    poolRelease(error);
  };
  // The query wrapper stays on the client across checkouts; it releases whichever checkout is
  // current through client.release.
  if (!wrapped.has(client)) {
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (!isPromise(result) || !BEGIN.test(statementText(args[0]))) return result;
      return result.catch((error: unknown) => {
        client.release(error instanceof Error ? error : true);
        throw error;
      });
    }) as typeof client.query;
  }
  return client;
}
