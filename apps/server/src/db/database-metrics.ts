import type { Metrics } from '../shared/metrics';
import type { DatabaseStats } from './database';

// The connection's load, read when the metrics are scraped: queries waiting in the gate (503s
// start at DB_QUEUE_LIMIT) and, on PostgreSQL, the pool's connections.
export function registerDatabaseGauges(metrics: Metrics, stats: () => DatabaseStats): void {
  metrics.gauge('careers_db_queued', 'Queries waiting for the database.', () => stats().queued);
  if (!stats().pool) return;
  metrics.gauge(
    'careers_db_pool_connections',
    'PostgreSQL connections open in the pool.',
    () => stats().pool?.total ?? 0,
  );
  metrics.gauge(
    'careers_db_pool_idle',
    'PostgreSQL connections open and idle.',
    () => stats().pool?.idle ?? 0,
  );
  metrics.gauge(
    'careers_db_pool_waiting',
    'Requests waiting for a PostgreSQL connection.',
    () => stats().pool?.waiting ?? 0,
  );
}
