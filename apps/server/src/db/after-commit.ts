import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database';

// What a transaction has asked to run once it commits. `isOpen` turns false when the transaction
// ends, so that work it started and that outlives it (a timer) runs its actions at once.
type Pending = { actions: (() => void)[]; isOpen: boolean };

const pendingOfTransaction = new AsyncLocalStorage<Pending>();

// Runs `action` once the transaction this code runs in has committed (never, if it rolls back);
// outside a transaction, at once. The read cache forgets through this: a read made between a
// change and its commit sees the old row and may keep it, so the entry must go after the commit
// too (docs/decisions/026-cache-forgotten-after-commit.md).
export function afterCommit(action: () => void): void {
  const pending = pendingOfTransaction.getStore();
  if (pending?.isOpen) pending.actions.push(action);
  else action();
}

// The database whose `transaction()` carries an after-commit list. A transaction inside another
// (a savepoint, `tx.transaction`) adds to the outer one's list: only the outer commit counts.
export function withAfterCommit<D extends Database>(db: D): D {
  const runTransaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<typeof runTransaction>) => {
    const pending: Pending = { actions: [], isOpen: true };
    let result: Awaited<ReturnType<typeof runTransaction>>;
    try {
      result = await pendingOfTransaction.run(pending, () => runTransaction(...args));
    } finally {
      pending.isOpen = false;
    }
    for (const action of pending.actions.splice(0)) action();
    return result;
  }) as typeof db.transaction;
  return db;
}
