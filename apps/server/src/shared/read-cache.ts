import { afterCommit } from '../db/after-commit';
import type { Database } from '../db/database';

// Decision 020: what the hot calls read (a candidate's session, unread count and notifications,
// a group's forms) is kept in this process for a short time. Each entry has an owner: a
// candidate's id, or a group's area (formsOwner). Code that changes an owner's data here calls
// forgetOwner, which drops every entry of that owner in every cache of the process; the time
// limit bounds what another process (a CLI on PostgreSQL, a second server) may change unseen.

// An entry drawn from several owners' data (the dashboard's nudges) is dropped when any changes.
type Owners = string | readonly string[];

export type ReadCache = {
  // The cached value, or load's (stored unless an owner was forgotten while it loaded).
  read: <T>(owner: Owners, key: string, load: () => Promise<T>) => Promise<T>;
  // What was set under key (its setter knows the type), or undefined.
  get: (key: string) => unknown;
  set: (owner: Owners, key: string, value: unknown) => void;
  forget: (owner: string) => void;
  forgetKey: (key: string) => void;
  readonly size: number;
  close: () => void;
};

type Entry = { owners: readonly string[]; value: unknown; storedAt: number };

const ownersOf = (owner: Owners): readonly string[] =>
  typeof owner === 'string' ? [owner] : owner;

export type ReadCacheOptions = {
  ttlMs: number;
  maxEntries?: number;
  // Real time, not the app's clock: tests move that one to expire sessions, not cache entries.
  now?: () => number;
};

const liveCaches = new Set<ReadCache>();

function forgetEverywhere(owner: string): void {
  for (const cache of liveCaches) cache.forget(owner);
}

// Every cache of this process (tests run several apps side by side; an extra miss is harmless),
// now and, when `db` is a transaction, again once it commits: between the change and its commit
// another connection still reads the old row, and a read made in that gap must not stay. Now as
// well, so that a read later in the same transaction does not meet the old entry.
export function forgetOwner(owner: string, db?: Database): void {
  forgetEverywhere(owner);
  if (db)
    afterCommit(db, () => {
      forgetEverywhere(owner);
    });
}

// A candidate's session and record are owned by their id; what changes more often has an owner
// of its own, so that a new notification or application does not drop the session.
export const notificationsOwner = (candidateId: string) => `notifications:${candidateId}`;
export const applicationsOwner = (candidateId: string) => `applications:${candidateId}`;
// What else the dashboard's nudges read of a candidate: drafts, form tasks, the profile.
export const dashboardOwner = (candidateId: string) => `dashboard:${candidateId}`;

// A kept answer that depends on the time (an interview over, an offer expired, a job closed) is
// kept per step of the app's clock: it is at most one step behind, and a clock that jumps (tests,
// a server resumed) never meets an answer of another time.
const CLOCK_STEP_MS = 10_000;
export const clockStep = (now: Date): number => Math.floor(now.getTime() / CLOCK_STEP_MS);

// Everything kept of a candidate (erasure).
export function forgetCandidate(candidateId: string, db?: Database): void {
  for (const owner of [
    candidateId,
    notificationsOwner(candidateId),
    applicationsOwner(candidateId),
    dashboardOwner(candidateId),
  ]) {
    forgetOwner(owner, db);
  }
}

// The owner of every candidate's list of offers: an offer or its documents change seldom, and
// the change names the offer, not its candidate.
export const OFFERS_OWNER = 'offers';

// The owner of a group's form definitions and versions.
export const formsOwner = (groupId: string) => `forms:${groupId}`;
// The owner of what is kept of a group's positions.
export const positionsOwner = (groupId: string) => `positions:${groupId}`;
// The owner of the times of one offer of interview times still free to choose (shared by every
// candidate offered them): a booking, a move or more times forget it.
export const interviewSlotsOwner = (batchId: string) => `interview-slots:${batchId}`;

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const { ttlMs, maxEntries = 50_000, now = () => performance.now() } = options;
  const entries = new Map<string, Entry>();
  const keysByOwner = new Map<string, Set<string>>();
  // A load that started before its owner was forgotten may hold what was just changed: each
  // forget is numbered, and the number kept per owner (all dropped at once past maxEntries).
  let forgets = 0;
  let prunedAt = 0;
  const forgottenAt = new Map<string, number>();

  function forgetKey(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const owner of entry.owners) keysByOwner.get(owner)?.delete(key);
  }

  function get(key: string): unknown {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt > ttlMs) {
      forgetKey(key);
      return undefined;
    }
    return entry.value;
  }

  function set(owner: Owners, key: string, value: unknown): void {
    forgetKey(key);
    // Oldest first: a Map iterates in insertion order, which is the order stored. Entries past
    // their time go too, so that reads of many different keys (a crawler walking job pages)
    // keep only the last ttlMs of them.
    const at = now();
    for (const [oldest, entry] of entries) {
      if (entries.size < maxEntries && at - entry.storedAt <= ttlMs) break;
      forgetKey(oldest);
    }
    const owners = ownersOf(owner);
    entries.set(key, { owners, value, storedAt: at });
    for (const name of owners) {
      let keys = keysByOwner.get(name);
      if (!keys) keysByOwner.set(name, (keys = new Set()));
      keys.add(key);
    }
  }

  const cache: ReadCache = {
    async read<T>(owner: Owners, key: string, load: () => Promise<T>): Promise<T> {
      const cached = get(key);
      if (cached !== undefined) return cached as T;
      const startedAt = forgets;
      const value = await load();
      const unchanged = ownersOf(owner).every((name) => (forgottenAt.get(name) ?? 0) <= startedAt);
      if (startedAt >= prunedAt && unchanged) set(owner, key, value);
      return value;
    },
    get,
    set,
    forget(owner) {
      forgets += 1;
      if (forgottenAt.size >= maxEntries) {
        forgottenAt.clear();
        prunedAt = forgets;
      }
      forgottenAt.set(owner, forgets);
      for (const key of [...(keysByOwner.get(owner) ?? [])]) forgetKey(key);
      keysByOwner.delete(owner);
    },
    forgetKey,
    get size() {
      return entries.size;
    },
    close() {
      liveCaches.delete(cache);
      entries.clear();
      keysByOwner.clear();
      forgottenAt.clear();
    },
  };
  liveCaches.add(cache);
  return cache;
}
