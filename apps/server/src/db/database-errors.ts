// Typed errors of the database layer; the HTTP error handler maps them.
export class DatabaseBusyError extends Error {
  readonly code = 'database_busy';
  constructor(readonly retryAfterSeconds = 2) {
    super('The database is busy; try again shortly.');
    this.name = 'DatabaseBusyError';
  }
}

export class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Careers process (pid ${pid}). ` +
        'Stop that process first, or use PostgreSQL (DATABASE_URL) to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

// Errors that mean PostgreSQL cannot be reached right now (a restart, a failover,
// the server down) rather than a fault in the query. Calls answer 503 + Retry-After for them.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
// node-postgres reports a lost or refused connection with plain Errors and these messages.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
];
// Drizzle wraps the driver's error in `cause`; a short chain is all we expect.
const MAX_CAUSE_DEPTH = 5;

export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

function isUnavailableItself(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    // SQLSTATE class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

function isUnavailableAt(error: unknown, depth: number): boolean {
  if (!(error instanceof Error) || depth > MAX_CAUSE_DEPTH) return false;
  if (isUnavailableItself(error)) return true;
  // Connecting to a name with several addresses fails with an AggregateError of each attempt.
  if (error instanceof AggregateError) {
    return error.errors.some((inner: unknown) => isUnavailableAt(inner, depth + 1));
  }
  return isUnavailableAt(error.cause, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return isUnavailableAt(error, 0);
}

// A query that ran past DB_STATEMENT_TIMEOUT_MS (SQLSTATE 57014) means the database is
// overloaded right now, not that the request was wrong: calls answer 503 + Retry-After.
export function isStatementTimeout(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_CAUSE_DEPTH) return false;
  if ((error as { code?: unknown }).code === '57014') return true;
  return isStatementTimeout(error.cause, depth + 1);
}

// The query gate's refusal, found where Drizzle wraps it (a query refused inside a repository
// reaches the error handler as the cause of a DrizzleQueryError).
export function databaseBusyIn(error: unknown, depth = 0): DatabaseBusyError | null {
  if (!(error instanceof Error) || depth > MAX_CAUSE_DEPTH) return null;
  if (error instanceof DatabaseBusyError) return error;
  return databaseBusyIn(error.cause, depth + 1);
}
