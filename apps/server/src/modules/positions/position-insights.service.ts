import {
  INSIGHTS_TEAM_ROLES,
  INSIGHTS_TOP_PLACES,
  INSIGHTS_TOP_SKILLS,
  type PositionInsights,
} from '@careers/contracts';
import type { RequestScope } from '../auth/auth.public';
import { readDepartmentInsights, readTeamRoles } from './positions.repository';
import { findPositionForLink } from './positions.service';

// Aggregates of a department change only when its positions do, and every position detail
// asks for them: kept per group, department and position revision (and a team's roles per
// team), for at most a minute. At 100,000 positions a department's statement is the expensive
// part, so it is made once for all of its positions, whatever their team or pay.
const TTL_MS = 60_000;
const MAX_ENTRIES = 1000;

type DepartmentInsights = Omit<PositionInsights, 'team' | 'teamRoles' | 'pay'> & {
  payGroups: (NonNullable<PositionInsights['pay']> & { currency: string; period: string })[];
};
type TeamRoles = PositionInsights['teamRoles'];
type Kept<T> = { expiresAt: number; value: Promise<T> };

export type InsightsCache = {
  departments: Map<string, Kept<DepartmentInsights>>;
  teams: Map<string, Kept<TeamRoles>>;
};

export function createInsightsCache(): InsightsCache {
  return { departments: new Map(), teams: new Map() };
}

export type InsightsScope = RequestScope & {
  insights: InsightsCache;
  // The group's position revision (SearchIndexes.revision): a change starts a new entry.
  revision: number;
};

function kept<T>(
  map: Map<string, Kept<T>>,
  key: string,
  now: number,
  compute: () => Promise<T>,
): Promise<T> {
  let entry = map.get(key);
  if (!entry || entry.expiresAt <= now) {
    if (map.size >= MAX_ENTRIES) map.clear();
    const value = compute();
    entry = { expiresAt: now + TTL_MS, value };
    map.set(key, entry);
    value.catch(() => map.delete(key));
  }
  return entry.value;
}

// What a candidate learns about the position's job family from the open positions of its
// department: insights are aggregates of real data (docs/product/match-and-chat.md).
export async function getPositionInsights(
  scope: InsightsScope,
  rawId: string,
): Promise<PositionInsights> {
  const groupId = scope.group.id;
  const row = await findPositionForLink(scope.db, groupId, rawId, scope.now);
  const now = scope.now.getTime();
  const departmentKey = [groupId, row.department, scope.revision].join('\n');
  const team = row.team;
  const [department, teamRoles] = await Promise.all([
    kept(scope.insights.departments, departmentKey, now, () =>
      computeDepartment(scope, row.department),
    ),
    team === null
      ? Promise.resolve([])
      : kept(scope.insights.teams, `${departmentKey}\n${team}`, now, () =>
          readTeamRoles(scope.db, {
            groupId,
            department: row.department,
            team,
            // Room for the asking position among them.
            limit: INSIGHTS_TEAM_ROLES + 1,
            now: scope.now,
          }),
        ),
  ]);
  const { payGroups, ...aggregates } = department;
  const pay =
    payGroups.find(
      (group) => group.currency === row.salaryCurrency && group.period === row.salaryPeriod,
    ) ?? null;
  return {
    ...aggregates,
    team,
    // The team's roles are the others': the asking position is taken out of the list.
    teamRoles: teamRoles.filter((role) => role.id !== row.id).slice(0, INSIGHTS_TEAM_ROLES),
    pay,
  };
}

// Drivers answer counts as strings and JSON as text or objects.
function jsonList<T>(value: T[] | string | null | undefined): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);
}

type PayPeriod = NonNullable<PositionInsights['pay']>['period'];

async function computeDepartment(
  scope: InsightsScope,
  department: string,
): Promise<DepartmentInsights> {
  const row = await readDepartmentInsights(scope.db, {
    groupId: scope.group.id,
    department,
    topSkills: INSIGHTS_TOP_SKILLS,
    topPlaces: INSIGHTS_TOP_PLACES,
    now: scope.now,
  });
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
    payGroups: jsonList(row?.pay_groups).map((group) => ({
      currency: group.currency,
      period: group.period as PayPeriod,
      median: Number(group.median),
      low: Number(group.low),
      high: Number(group.high),
      positions: Number(group.positions),
    })),
  };
}
