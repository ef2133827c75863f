// Typed errors of the database layer; the HTTP error handler maps them (STYLE §8).
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
