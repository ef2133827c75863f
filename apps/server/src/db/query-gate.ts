import { DatabaseBusyError } from './database-errors';

// A bounded wait queue in front of the database. Work beyond the limit is refused
// at once (503 + Retry-After) instead of piling up behind a slow query.
export type QueryGate = {
  run: <T>(work: () => Promise<T>) => Promise<T>;
  readonly pending: number;
};

export function createQueryGate(limit: number): QueryGate {
  let pending = 0;
  return {
    async run(work) {
      if (pending >= limit) throw new DatabaseBusyError();
      pending += 1;
      try {
        return await work();
      } finally {
        pending -= 1;
      }
    },
    get pending() {
      return pending;
    },
  };
}
