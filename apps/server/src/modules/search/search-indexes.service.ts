import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import type { Env } from '../../env';
import type { Clock } from '../../shared/clock';
import { listGroupLanguages } from '../config/config.public';
import { loadGazetteerNow } from '../geo/geo.public';
import {
  type PositionRecord,
  findPositionRecords,
  positionsForIndex,
} from '../positions/positions.public';
import { createMemoryEngine } from './memory/memory-engine';
import { MemoryIndex } from './memory/memory-index.service';
import { createPostgresEngine } from './postgres/postgres-engine.service';
import type { SearchEngine } from './search-engine';
import { GroupSuggestions } from './suggestions.service';
import { readSuggestionCounts } from './suggestions.repository';

// Each process keeps one search index per group in memory, built from the database at start while
// the server already answers (searches use PostgreSQL until a group's index is ready), then kept
// in step by reading the position change log: at once after this process's own changes, and every
// SEARCH_SYNC_INTERVAL_MS for other processes' (the CLI, other servers).

const PAGE_SIZE = 5000;
const CHANGES_PAGE = 10_000;
// A gap in the change log is a transaction still in flight; its ids are looked for this long.
const GAP_PATIENCE_MS = 60_000;
const MAX_GAP = 10_000;
const CHANGE_LOG_KEPT_MS = 24 * 60 * 60 * 1000;
// Replaced positions leave dead documents behind; past this share the index is rebuilt.
const REBUILD_DEAD_SHARE = 0.3;
const SUGGESTIONS_MIN_AGE_MS = 2000;

type GroupState = {
  groupId: string;
  languages: string[];
  index: MemoryIndex | null;
  building: Promise<void> | null;
  // Changes that arrived while the index was being built; applied once it is done.
  pending: Set<number>;
  tooLarge: boolean;
  // Counts the changes this process has seen for the group, so a page rendered from its
  // positions knows when it is out of date (decision 014).
  revision: number;
  suggestions: GroupSuggestions | null;
  suggestionsAt: number;
  suggestionsDirty: boolean;
  suggestionsLoading: Promise<void> | null;
};

type SearchIndexStatus = {
  groupId: string;
  engine: 'memory' | 'postgres';
  positions: number;
  buildMs: number | null;
};

export type SearchIndexes = {
  engineFor(groupId: string): SearchEngine;
  records(groupId: string, engine: SearchEngine, ids: readonly number[]): Promise<PositionRecord[]>;
  suggestions(groupId: string): Promise<GroupSuggestions>;
  // Reads the change log now and applies it; services call it after their own changes.
  catchUp(): Promise<void>;
  // Position changes logged (by any process) that this one has not read yet.
  changesBehind(): Promise<number>;
  // Changes when the group's positions change (0 for a group not seen yet).
  revision(groupId: string): number;
  // Resolves when every group known at start has its index (or is served by PostgreSQL).
  whenReady(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  status(): SearchIndexStatus[];
};

export function createSearchIndexes(input: {
  db: Database;
  env: Pick<Env, 'SEARCH_ENGINE' | 'SEARCH_MEMORY_MAX_POSITIONS' | 'SEARCH_SYNC_INTERVAL_MS'>;
  clock: Clock;
  logger: Pick<AppDeps['logger'], 'info' | 'warn' | 'error'>;
}): SearchIndexes {
  const { db, env, clock, logger } = input;
  const groups = new Map<string, GroupState>();
  const buildTimes = new Map<string, number>();
  const languagesOf = (groupId: string) => groups.get(groupId)?.languages ?? ['en'];
  const postgres = createPostgresEngine(db, languagesOf);
  const memory = createMemoryEngine((groupId) => groups.get(groupId)?.index ?? null, languagesOf);

  let lastSeen = 0;
  const missing = new Map<number, number>();
  let catchingUp: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let started = false;
  let ready: Promise<void> = Promise.resolve();
  let lastPrune = 0;

  function stateFor(groupId: string, languages: string[] = ['en']): GroupState {
    let state = groups.get(groupId);
    if (!state) {
      state = {
        groupId,
        languages,
        index: null,
        building: null,
        pending: new Set(),
        tooLarge: false,
        revision: 0,
        suggestions: null,
        suggestionsAt: 0,
        suggestionsDirty: true,
        suggestionsLoading: null,
      };
      groups.set(groupId, state);
    }
    return state;
  }

  async function buildIndex(state: GroupState): Promise<void> {
    if (env.SEARCH_ENGINE === 'postgres') return;
    const started = performance.now();
    const total = await positionsForIndex.count(db, state.groupId);
    if (total > env.SEARCH_MEMORY_MAX_POSITIONS) {
      state.tooLarge = true;
      logger.warn(
        { groupId: state.groupId, positions: total },
        'search: group too large for memory, served by PostgreSQL',
      );
      return;
    }
    const index = new MemoryIndex(state.groupId);
    let afterId = 0;
    for (;;) {
      const rows = await positionsForIndex.pageAfter(db, state.groupId, afterId, PAGE_SIZE);
      for (const row of rows) index.upsert(row);
      if (rows.length < PAGE_SIZE) break;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      // Other requests run between pages.
      await yieldToRequests();
      if (stopped) return;
    }
    index.buildTree();
    index.sortByDate();
    state.index = index;
    const pending = [...state.pending];
    state.pending.clear();
    if (pending.length > 0) await applyRows(index, state.groupId, pending);
    const buildMs = Math.round(performance.now() - started);
    buildTimes.set(state.groupId, buildMs);
    logger.info(
      { groupId: state.groupId, positions: index.liveCount, buildMs },
      'search: index built',
    );
  }

  function ensureBuilt(state: GroupState): Promise<void> {
    if (state.index || state.tooLarge || env.SEARCH_ENGINE === 'postgres') return Promise.resolve();
    state.building ??= buildIndex(state)
      .catch((error: unknown) => {
        logger.error({ err: error, groupId: state.groupId }, 'search: index build failed');
      })
      .finally(() => {
        state.building = null;
      });
    return state.building;
  }

  // The old index keeps answering (and taking changes) until the new one replaces it.
  function rebuild(state: GroupState): void {
    state.building ??= buildIndex(state)
      .catch((error: unknown) => {
        logger.error({ err: error, groupId: state.groupId }, 'search: index rebuild failed');
      })
      .finally(() => {
        state.building = null;
      });
  }

  async function applyRows(index: MemoryIndex, groupId: string, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    for (let at = 0; at < unique.length; at += PAGE_SIZE) {
      const chunk = unique.slice(at, at + PAGE_SIZE);
      const rows = new Map(
        (await positionsForIndex.byIds(db, groupId, chunk)).map((row) => [row.id, row]),
      );
      for (const id of chunk) {
        const row = rows.get(id);
        if (row) index.upsert(row);
        else index.remove(id);
      }
    }
  }

  async function applyToGroup(state: GroupState, ids: number[]): Promise<void> {
    state.suggestionsDirty = true;
    state.revision += 1;
    if (state.building) for (const id of ids) state.pending.add(id);
    const index = state.index;
    if (!index) return;
    await applyRows(index, state.groupId, ids);
    if (index.size > 1000 && index.deadCount > index.size * REBUILD_DEAD_SHARE) {
      rebuild(state);
    }
  }

  async function readChanges(): Promise<void> {
    for (;;) {
      const from =
        missing.size > 0 ? Math.min(lastSeen, Math.min(...missing.keys()) - 1) : lastSeen;
      const changes = await positionsForIndex.changesAfter(db, from, CHANGES_PAGE);
      const byGroup = new Map<string, number[]>();
      let previous = lastSeen;
      for (const change of changes) {
        if (change.id <= lastSeen && !missing.has(change.id)) continue;
        missing.delete(change.id);
        if (change.id > previous) {
          if (change.id - previous - 1 <= MAX_GAP) {
            for (let gap = previous + 1; gap < change.id; gap += 1)
              missing.set(gap, clock().getTime());
          }
          previous = change.id;
        }
        const ids = byGroup.get(change.groupId) ?? [];
        ids.push(change.positionId);
        byGroup.set(change.groupId, ids);
      }
      lastSeen = Math.max(lastSeen, previous);
      const now = clock().getTime();
      for (const [id, since] of missing) if (now - since > GAP_PATIENCE_MS) missing.delete(id);
      for (const [groupId, ids] of byGroup) {
        const state = groups.get(groupId);
        if (state) await applyToGroup(state, ids);
        else await ensureBuilt(stateFor(groupId));
      }
      if (changes.length < CHANGES_PAGE) break;
    }
    if (clock().getTime() - lastPrune > 60 * 60 * 1000) {
      lastPrune = clock().getTime();
      await positionsForIndex.pruneChanges(db, new Date(lastPrune - CHANGE_LOG_KEPT_MS));
    }
  }

  function catchUp(): Promise<void> {
    if (catchingUp) {
      // A read already under way may have started before the caller's commit: read once more.
      again = true;
      return catchingUp;
    }
    catchingUp = (async () => {
      for (;;) {
        again = false;
        await readChanges();
        // Set by a caller that arrived during the read (a closure the linter cannot follow).
        if (!(again as boolean)) break;
      }
    })().finally(() => {
      catchingUp = null;
    });
    return catchingUp;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      catchUp()
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'search: change log read failed');
        })
        .finally(schedule);
    }, env.SEARCH_SYNC_INTERVAL_MS);
    timer.unref();
  }

  async function loadSuggestions(state: GroupState): Promise<void> {
    const counts = await readSuggestionCounts(db, state.groupId, clock());
    state.suggestions = new GroupSuggestions(counts);
    state.suggestionsAt = clock().getTime();
    state.suggestionsDirty = false;
  }

  return {
    engineFor(groupId) {
      const state = groups.get(groupId) ?? stateFor(groupId);
      if (state.index) return memory;
      void ensureBuilt(state);
      return postgres;
    },
    async records(groupId, engine, ids) {
      const index = groups.get(groupId)?.index;
      if (engine === memory && index) {
        return ids.flatMap((id) => {
          const doc = index.docFor(id);
          const record = doc === undefined ? undefined : index.recordOf(doc);
          return record ? [record] : [];
        });
      }
      return findPositionRecords(db, groupId, ids);
    },
    async suggestions(groupId) {
      const state = stateFor(groupId);
      if (!state.suggestions) {
        state.suggestionsLoading ??= loadSuggestions(state).finally(() => {
          state.suggestionsLoading = null;
        });
        await state.suggestionsLoading;
      } else if (
        state.suggestionsDirty &&
        !state.suggestionsLoading &&
        clock().getTime() - state.suggestionsAt > SUGGESTIONS_MIN_AGE_MS
      ) {
        // Stale suggestions answer while fresh ones load.
        state.suggestionsLoading = loadSuggestions(state)
          .catch((error: unknown) => {
            logger.warn({ err: error }, 'search: suggestions failed');
          })
          .finally(() => {
            state.suggestionsLoading = null;
          });
      }
      return state.suggestions ?? new GroupSuggestions({ titles: [], skills: [], places: [] });
    },
    catchUp,
    changesBehind: async () => Math.max(0, (await positionsForIndex.latestChangeId(db)) - lastSeen),
    revision: (groupId) => groups.get(groupId)?.revision ?? 0,
    whenReady: () => ready,
    start() {
      if (started) return;
      started = true;
      ready = (async () => {
        lastSeen = await positionsForIndex.latestChangeId(db);
        const known = await listGroupLanguages(db);
        for (const group of known) {
          const languages = Array.isArray(group.supportedLanguages)
            ? group.supportedLanguages.filter(
                (language): language is string => typeof language === 'string',
              )
            : ['en'];
          await ensureBuilt(stateFor(group.id, languages));
        }
        loadGazetteerNow();
      })().catch((error: unknown) => {
        logger.error({ err: error }, 'search: start failed; PostgreSQL answers searches');
      });
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([ready, catchingUp]);
    },
    status() {
      return [...groups.values()].map((state) => ({
        groupId: state.groupId,
        engine: state.index ? 'memory' : 'postgres',
        positions: state.index?.liveCount ?? 0,
        buildMs: buildTimes.get(state.groupId) ?? null,
      }));
    },
  };
}
