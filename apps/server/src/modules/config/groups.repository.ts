import type { ConfigSectionName } from '@careers/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { groups } from '../../db/schema';

export type GroupRow = {
  id: string;
  domain: string;
  companyName: string;
  microsites: string[];
  sections: Record<ConfigSectionName, unknown>;
};

const columns = {
  id: groups.id,
  domain: groups.domain,
  companyName: groups.companyName,
  microsites: groups.microsites,
  pcsxConfig: groups.pcsxConfig,
  chatbotxConfig: groups.chatbotxConfig,
  notificationsConfig: groups.notificationsConfig,
  loginSignupConfig: groups.loginSignupConfig,
  behaviourFlags: groups.behaviourFlags,
  gates: groups.gates,
  supportedLanguages: groups.supportedLanguages,
  whatsappChatCompNumber: groups.whatsappChatCompNumber,
  ipGeolocation: groups.ipGeolocation,
  ipGeolocationLatLong: groups.ipGeolocationLatLong,
};

export async function findGroupByDomain(db: Database, domain: string): Promise<GroupRow | null> {
  const [row] = await db.select(columns).from(groups).where(eq(groups.domain, domain)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    domain: row.domain,
    companyName: row.companyName,
    microsites: row.microsites,
    sections: {
      pcsxConfig: row.pcsxConfig,
      chatbotxConfig: row.chatbotxConfig,
      notificationsConfig: row.notificationsConfig,
      loginSignupConfig: row.loginSignupConfig,
      behaviourFlags: row.behaviourFlags,
      gates: row.gates,
      supportedLanguages: row.supportedLanguages,
      whatsappChatCompNumber: row.whatsappChatCompNumber,
      ipGeolocation: row.ipGeolocation,
      ipGeolocationLatLong: row.ipGeolocationLatLong,
    },
  };
}

export type GroupInsert = {
  domain: string;
  companyName: string;
  microsites: string[];
  sections: Record<ConfigSectionName, unknown>;
};

// Seeding is idempotent: an existing group keeps its id and gets the seeded values again.
export async function upsertGroup(db: Database, group: GroupInsert): Promise<string> {
  const values = {
    domain: group.domain,
    companyName: group.companyName,
    microsites: group.microsites,
    ...group.sections,
  };
  const [row] = await db
    .insert(groups)
    .values(values)
    .onConflictDoUpdate({ target: groups.domain, set: { ...values, updatedAt: sql`now()` } })
    .returning({ id: groups.id });
  if (!row) throw new Error(`Could not store group ${group.domain}`);
  return row.id;
}

export async function updateGroupSection(
  db: Database,
  groupId: string,
  section: ConfigSectionName,
  value: unknown,
): Promise<void> {
  await db
    .update(groups)
    .set({ [section]: value, updatedAt: sql`now()` })
    .where(eq(groups.id, groupId));
}

export async function countGroups(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(groups);
  return row?.total ?? 0;
}

// Every group's id and languages: the search indexes are built per group at start.
export async function listGroupLanguages(
  db: Database,
): Promise<{ id: string; supportedLanguages: unknown }[]> {
  return db.select({ id: groups.id, supportedLanguages: groups.supportedLanguages }).from(groups);
}
