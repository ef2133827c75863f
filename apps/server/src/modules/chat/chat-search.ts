import {
  CHAT_CARDS_MAX,
  REMOTE_KEYWORD,
  SEARCH_MAX_NUM,
  SearchQuerySchema,
  type ChatSearch,
  type PositionLite,
  type Salary,
  type SalaryPeriod,
} from '@careers/contracts';
import type { Group } from '../config/config.public';
import { searchPositions, type SearchScope } from '../search/search.public';

// The chat's searches are the search page's own (the same service, config, aliases and filters),
// so "See all" opens exactly what the chat counted.

const PERIODS_PER_YEAR: Record<SalaryPeriod, number> = {
  hour: 2080,
  day: 260,
  week: 52,
  month: 12,
  year: 1,
};

export function mergeSearch(previous: ChatSearch, next: ChatSearch): ChatSearch {
  return {
    query: next.query || previous.query,
    location: next.location || previous.location,
    remote: next.remote || previous.remote,
    seniority: next.seniority.length > 0 ? next.seniority : previous.seniority,
    employmentType: next.employmentType.length > 0 ? next.employmentType : previous.employmentType,
    minPay: next.minPay ?? previous.minPay,
    department: next.department ?? previous.department,
  };
}

// A filter the group does not offer is left out, as the search page would drop it.
function searchQueryOf(group: Group, search: ChatSearch, num: number) {
  const offered = new Set<string>(group.configs.pcsxConfig.searchConfig.allFilters);
  const input: Record<string, unknown> = { query: search.query, location: search.location, num };
  if (search.remote) {
    if (offered.has('work_location_option')) input.filterWorkLocationOption = ['remote'];
    else if (!search.location) input.location = REMOTE_KEYWORD;
  }
  const filters: [name: string, key: string, values: readonly string[]][] = [
    ['seniority', 'filterSeniority', search.seniority],
    ['employment_type', 'filterEmploymentType', search.employmentType],
    ['department', 'filterDepartment', search.department ? [search.department] : []],
  ];
  for (const [name, key, values] of filters) {
    if (values.length > 0 && offered.has(name)) input[key] = values;
  }
  return SearchQuerySchema.parse(input);
}

function pays(salary: Salary | null, floor: NonNullable<ChatSearch['minPay']>): boolean {
  if (!salary) return false;
  if (floor.currency !== null && salary.currency !== floor.currency) return false;
  return (
    salary.max * PERIODS_PER_YEAR[salary.period] >= floor.amount * PERIODS_PER_YEAR[floor.period]
  );
}

export type ChatSearchResult = { count: number; positions: PositionLite[] };

// The best few jobs of a search; with a pay floor, those of the best 50 that pay it (no
// search filter holds pay).
export async function runChatSearch(
  scope: SearchScope,
  search: ChatSearch,
): Promise<ChatSearchResult> {
  const floor = search.minPay;
  const query = searchQueryOf(scope.group, search, floor ? SEARCH_MAX_NUM : CHAT_CARDS_MAX);
  const result = await searchPositions(scope, query);
  if (!floor) return { count: result.count, positions: result.positions };
  const paying = result.positions.filter((position) => pays(position.salary, floor));
  return { count: paying.length, positions: paying.slice(0, CHAT_CARDS_MAX) };
}
