import type { CallParsedInput, chatCall } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import type { Candidate } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { savedPositionIds } from '../positions/positions.public';
import type { SearchDeps } from '../search/search.public';

// What both assistants answer from: the group, the reader (a candidate or a visitor), the
// page's language and one clock reading for the whole answer.
export type ChatScope = {
  deps: AppDeps;
  group: Group;
  candidate: Candidate | null;
  locale: string;
  now: Date;
  searchDeps: SearchDeps;
  savedAmong: (ids: number[]) => Promise<Set<number>>;
};

export type ChatRequest = CallParsedInput<typeof chatCall>['body'];

export function chatScope(
  deps: AppDeps,
  group: Group,
  candidate: Candidate | null,
  locale: string,
): ChatScope {
  const now = deps.clock();
  return {
    deps,
    group,
    candidate,
    locale,
    now,
    searchDeps: { indexes: deps.search, now },
    savedAmong: (ids) => savedPositionIds(deps.db, candidate?.id ?? null, ids),
  };
}
