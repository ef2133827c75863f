import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Group } from '../config/config.public';

export type CachedPage = { status: number; html: string; gzip: () => Promise<Buffer> };

// In libuv's thread pool, not on the thread that answers requests: most job pages are asked for
// once (a crawler), and their compression was a sixth of that thread's time (job page benchmark).
const compress = promisify(gzip);

// Bounds memory when visitors vary the URL; a full generation is simply dropped.
const MAX_PAGES_PER_GROUP = 500;

export type PageCache = {
  get: (group: Group, key: string, now: number) => CachedPage | undefined;
  // `expiresAt` for a page rendered from data that changes (decision 014); none for the shell.
  set: (
    group: Group,
    key: string,
    page: { status: number; html: string; expiresAt?: number },
  ) => CachedPage;
};

type Entry = CachedPage & { expiresAt: number };

// For /careers within 5 ms at p99: a logged-out page is the same bytes for every visitor
// (decision 006), so it is rendered and gzipped once. Keyed by the Group object, entries go when
// the group cache finds the group changed in the database.
export function createPageCache(): PageCache {
  const byGroup = new WeakMap<Group, Map<string, Entry>>();
  return {
    get: (group, key, now) => {
      const page = byGroup.get(group)?.get(key);
      return page && page.expiresAt > now ? page : undefined;
    },
    set: (group, key, { status, html, expiresAt = Infinity }) => {
      let pages = byGroup.get(group);
      if (!pages || pages.size >= MAX_PAGES_PER_GROUP) {
        pages = new Map();
        byGroup.set(group, pages);
      }
      let compressed: Promise<Buffer> | undefined;
      const page: Entry = {
        status,
        html,
        expiresAt,
        gzip: () => (compressed ??= compress(html)),
      };
      pages.set(key, page);
      return page;
    },
  };
}
