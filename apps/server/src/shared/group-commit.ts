// Group commit (decision 020): writes of one kind that arrive in the same turn of the event loop,
// or while the previous batch is being committed, go to the database together, so eight
// candidates saving at once share one statement and one flush to disk instead of queueing for
// eight. Each caller's promise settles when its own write is committed (or refused).
export type GroupCommit<T> = { add: (item: T) => Promise<void> };

type Waiting<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

export function createGroupCommit<T>(
  write: (items: T[]) => Promise<void>,
  maxBatch = 64,
): GroupCommit<T> {
  let waiting: Waiting<T>[] = [];
  let isScheduled = false;

  async function writeEach(batch: Waiting<T>[]): Promise<void> {
    // One refused item must not fail the others: each is tried alone.
    for (const entry of batch) {
      try {
        await write([entry.item]);
        entry.resolve();
      } catch (error) {
        entry.reject(error);
      }
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        await write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        else await writeEach(batch);
      }
    }
    isScheduled = false;
  }

  return {
    add: (item) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (isScheduled) return;
        isScheduled = true;
        // After the requests this turn is still reading have had their say.
        setImmediate(() => void drain());
      }),
  };
}
