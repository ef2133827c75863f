import { INSIGHTS_TOP_SKILLS, type PositionInsights } from '@careers/contracts';
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
  const key = [groupId, row.department, pay?.currency, pay?.period, deps.revision].join('\n');
  const now = deps.now.getTime();
  const cached = deps.cache.get(key);
  if (cached && cached.expiresAt > now) return cached.value;
  if (deps.cache.size >= MAX_ENTRIES) deps.cache.clear();
  const value = computeInsights(deps, groupId, row.department, pay);
  deps.cache.set(key, { expiresAt: now + TTL_MS, value });
  value.catch(() => deps.cache.delete(key));
  return value;
}

async function computeInsights(
  deps: InsightsDeps,
  groupId: string,
  department: string,
  pay: { currency: string; period: string } | null,
): Promise<PositionInsights> {
  const row = await readFamilyInsights(deps.db, {
    groupId,
    department,
    pay,
    topSkills: INSIGHTS_TOP_SKILLS,
    now: deps.now,
  });
  // Drivers answer counts as strings and JSON as text or objects.
  const topSkills =
    typeof row?.top_skills === 'string'
      ? (JSON.parse(row.top_skills) as { skill: string; positions: number | string }[])
      : (row?.top_skills ?? []);
  const payPositions = Number(row?.pay_positions ?? 0);
  return {
    department,
    openPositions: Number(row?.open_positions ?? 0),
    topSkills: topSkills.map(({ skill, positions }) => ({ skill, positions: Number(positions) })),
    pay:
      pay && payPositions > 0 && row?.median_pay !== null && row?.median_pay !== undefined
        ? {
            median: Number(row.median_pay),
            currency: pay.currency,
            period: pay.period as NonNullable<PositionInsights['pay']>['period'],
            positions: payPositions,
          }
        : null,
  };
}
