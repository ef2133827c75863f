import {
  INSIGHTS_TEAM_ROLES,
  INSIGHTS_TOP_PLACES,
  INSIGHTS_TOP_SKILLS,
  type PositionInsights,
} from '@careers/contracts';
import type { Database } from '../../db/database';
import { readFamilyInsights } from './positions.repository';
import { findPositionForLink } from './positions.service';

// Aggregates of a department change only when its positions do, and every position detail
// asks for them: kept per group, department, pay and position revision, for at most a minute.
const TTL_MS = 60_000;
const MAX_ENTRIES = 1000;

export type InsightsCache = Map<string, { expiresAt: number; value: Promise<PositionInsights> }>;

export function createInsightsCache(): InsightsCache {
  return new Map();
}

export type InsightsDeps = {
  db: Database;
  now: Date;
  cache: InsightsCache;
  // The group's position revision (SearchIndexes.revision): a change starts a new entry.
  revision: number;
};

// Issue 7 item 2: what a candidate learns about the position's job family from the open
// positions of its department (DESIGN §8 "insights are aggregates of real data").
export async function getPositionInsights(
  deps: InsightsDeps,
  groupId: string,
  rawId: string,
): Promise<PositionInsights> {
  const row = await findPositionForLink(deps.db, groupId, rawId, deps.now);
  const pay =
    row.salaryCurrency && row.salaryPeriod
      ? { currency: row.salaryCurrency, period: row.salaryPeriod }
      : null;
  const family = { department: row.department, team: row.team, pay };
  const key = [groupId, row.department, row.team, pay?.currency, pay?.period, deps.revision].join(
    '\n',
  );
  const now = deps.now.getTime();
  let cached = deps.cache.get(key);
  if (!cached || cached.expiresAt <= now) {
    if (deps.cache.size >= MAX_ENTRIES) deps.cache.clear();
    const value = computeInsights(deps, groupId, family);
    cached = { expiresAt: now + TTL_MS, value };
    deps.cache.set(key, cached);
    value.catch(() => deps.cache.delete(key));
  }
  // The team's roles are the others': the asking position is taken out of the family's list.
  const insights = await cached.value;
  return {
    ...insights,
    teamRoles: insights.teamRoles
      .filter((role) => role.id !== row.id)
      .slice(0, INSIGHTS_TEAM_ROLES),
  };
}

// Drivers answer counts as strings and JSON as text or objects.
function jsonList<T>(value: T[] | string | null | undefined): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);
}

async function computeInsights(
  deps: InsightsDeps,
  groupId: string,
  family: {
    department: string;
    team: string | null;
    pay: { currency: string; period: string } | null;
  },
): Promise<PositionInsights> {
  const { department, team, pay } = family;
  const row = await readFamilyInsights(deps.db, {
    groupId,
    department,
    pay,
    topSkills: INSIGHTS_TOP_SKILLS,
    topPlaces: INSIGHTS_TOP_PLACES,
    team,
    teamRoles: INSIGHTS_TEAM_ROLES + 1,
    now: deps.now,
  });
  const payPositions = Number(row?.pay_positions ?? 0);
  return {
    department,
    openPositions: Number(row?.open_positions ?? 0),
    topSkills: jsonList(row?.top_skills).map(({ skill, positions }) => ({
      skill,
      positions: Number(positions),
    })),
    topPlaces: jsonList(row?.top_places).map(({ city, countryCode, positions }) => ({
      city,
      countryCode,
      positions: Number(positions),
    })),
    team,
    teamRoles: jsonList(row?.team_roles).map(({ id, title }) => ({ id, title })),
    pay:
      pay && payPositions > 0 && row?.median_pay !== null && row?.median_pay !== undefined
        ? {
            median: Number(row.median_pay),
            low: Number(row.low_pay ?? row.median_pay),
            high: Number(row.high_pay ?? row.median_pay),
            currency: pay.currency,
            period: pay.period as NonNullable<PositionInsights['pay']>['period'],
            positions: payPositions,
          }
        : null,
  };
}
