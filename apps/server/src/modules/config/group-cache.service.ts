import { GroupConfigsSchema, type GroupConfigs } from '@careers/contracts';
import type { Database } from '../../db/database';
import { sanitizeHtml } from '../../shared/sanitize-html';
import { findGroupByDomain, type GroupRow } from './groups.repository';

export type Group = {
  id: string;
  domain: string;
  companyName: string;
  microsites: string[];
  // Parsed with defaults applied and config HTML already sanitised.
  configs: GroupConfigs;
};

// Pages are answered from memory; a short TTL keeps every process within two seconds of the
// database, which every process's cache is rebuilt from.
const TTL_MS = 2000;

export type GroupCache = {
  get: (domain: string) => Promise<Group | null>;
  invalidate: (domain: string) => void;
};

function sanitizeConfigs(configs: GroupConfigs): GroupConfigs {
  const { pcsxConfig } = configs;
  const sections = pcsxConfig.branding.customPageSections;
  const banner = Object.fromEntries(
    Object.entries(sections.banner).map(([page, value]) => [
      page,
      { ...value, html: sanitizeHtml(value.html) },
    ]),
  );
  return {
    ...configs,
    pcsxConfig: {
      ...pcsxConfig,
      branding: {
        ...pcsxConfig.branding,
        customPageSections: {
          ...sections,
          banner,
          footer: { ...sections.footer, html: sanitizeHtml(sections.footer.html) },
        },
      },
      termsOfServiceConfig: {
        ...pcsxConfig.termsOfServiceConfig,
        contentHtml: sanitizeHtml(pcsxConfig.termsOfServiceConfig.contentHtml),
      },
      loggedOutNotificationConfig: {
        ...pcsxConfig.loggedOutNotificationConfig,
        privacyText: sanitizeHtml(pcsxConfig.loggedOutNotificationConfig.privacyText),
      },
    },
  };
}

// What a group stored before a key left the product (or from before every config object was
// strict) still reads: keys the schema does not know are dropped on reading. Writing them is
// refused (`careers config set`), so none is ever stored and ignored.
export function readStoredConfigs(sections: unknown): GroupConfigs {
  const stored = structuredClone(sections) as Record<string, unknown>;
  for (;;) {
    const parsed = GroupConfigsSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    const unknown = parsed.error.issues.filter((issue) => issue.code === 'unrecognized_keys');
    if (unknown.length !== parsed.error.issues.length) throw parsed.error;
    for (const issue of unknown) {
      let owner: unknown = stored;
      for (const key of issue.path) owner = (owner as Record<PropertyKey, unknown>)[key];
      for (const key of issue.keys) Reflect.deleteProperty(owner as object, key);
    }
  }
}

// A group row as services read it: configs parsed with their defaults, HTML sanitised.
export function toGroup(row: GroupRow): Group {
  return {
    id: row.id,
    domain: row.domain,
    companyName: row.companyName,
    microsites: row.microsites,
    configs: sanitizeConfigs(readStoredConfigs(row.sections)),
  };
}

export function createGroupCache(db: Database, now: () => number = Date.now): GroupCache {
  const entries = new Map<string, { loadedAt: number; value: Promise<Group | null> }>();
  // A reload that finds the group as it was keeps the same object, and with it what is cached
  // per Group (rendered pages, decisions 006 and 014; serialised configs).
  const latest = new Map<string, { group: Group; row: string }>();
  async function load(domain: string): Promise<Group | null> {
    const row = await findGroupByDomain(db, domain);
    if (!row) return null;
    const fingerprint = JSON.stringify(row);
    const previous = latest.get(domain);
    if (previous?.row === fingerprint) return previous.group;
    const group = toGroup(row);
    if (latest.size > 1000) latest.clear();
    latest.set(domain, { group, row: fingerprint });
    return group;
  }
  return {
    get(domain) {
      const cached = entries.get(domain);
      if (cached && now() - cached.loadedAt < TTL_MS) return cached.value;
      // Unknown domains are cached too; the bound keeps random domains from growing the map.
      if (entries.size > 1000) entries.clear();
      const value = load(domain);
      entries.set(domain, { loadedAt: now(), value });
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(domain));
      return value;
    },
    invalidate(domain) {
      entries.delete(domain);
      latest.delete(domain);
    },
  };
}
