import type { Database } from './database';

// What a transaction has asked to run once it commits. `isOpen` turns false when the transaction
// ends, so that work it started and that outlives it (a timer) runs its actions at once.
type Pending = { actions: (() => void)[]; isOpen: boolean };

// Each transaction handle (and each savepoint's) to its outermost transaction's list. Keyed by the
// handle a repository function is given, not by an async context: AsyncLocalStorage would put a
// hook on every promise of the process, which the job page's render path pays for.
const pendingOfTransaction = new WeakMap<object, Pending>();

// Runs `action` once the transaction `db` belongs to has committed (never, if it rolls back);
// at once when `db` is not a transaction. The read cache forgets through this: a read made
// between a change and its commit sees the old row and may keep it, so the entry must go after
// the commit too (docs/decisions/026-cache-forgotten-after-commit.md).
export function afterCommit(db: Database | undefined, action: () => void): void {
  const pending = db ? pendingOfTransaction.get(db) : undefined;
  if (pending?.isOpen) pending.actions.push(action);
  else action();
}

// A transaction inside another (a savepoint, `tx.transaction`) adds to the outer one's list: only
// the outer commit counts.
function carryList(tx: Database, pending: Pending): void {
  pendingOfTransaction.set(tx, pending);
  const runSavepoint = tx.transaction.bind(tx);
  tx.transaction = (callback, config) =>
    runSavepoint((savepoint) => {
      carryList(savepoint, pending);
      return callback(savepoint);
    }, config);
}

// The database whose `transaction()` carries an after-commit list.
export function withAfterCommit<D extends Database>(db: D): D {
  const runTransaction = db.transaction.bind(db);
  db.transaction = (async (callback, config) => {
    const pending: Pending = { actions: [], isOpen: true };
    let result: unknown;
    try {
      result = await runTransaction((tx) => {
        carryList(tx, pending);
        return callback(tx);
      }, config);
    } finally {
      pending.isOpen = false;
    }
    for (const action of pending.actions.splice(0)) action();
    return result;
  }) as typeof db.transaction;
  return db;
}
