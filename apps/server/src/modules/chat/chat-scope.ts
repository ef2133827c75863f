import type { CallParsedInput, chatCall } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import type { RequestScope } from '../auth/auth.public';
import { savedPositionIds } from '../positions/positions.public';
import type { SearchScope } from '../search/search.public';

// The chat call's scope: the request's (the reader is a candidate or a visitor), and of the app
// its settings (the model endpoint) and search indexes. `deps` is also what the app's flood
// counts are kept under.
export type ChatCallScope = RequestScope & { deps: Pick<AppDeps, 'env' | 'search'> };

// What both assistants answer from; `now` is one clock reading for the whole answer.
// `search` searches as the reader (their saved marks), `savedAmong` marks the positions of an
// answer.
export type ChatScope = ChatCallScope & {
  search: SearchScope;
  savedAmong: (ids: number[]) => Promise<Set<number>>;
};

export type ChatRequest = CallParsedInput<typeof chatCall>['body'];

export function chatScope(scope: ChatCallScope): ChatScope {
  const savedAmong = (ids: number[]) =>
    savedPositionIds(scope.db, scope.candidate?.id ?? null, ids);
  return {
    ...scope,
    search: { ...scope, indexes: scope.deps.search, reader: { savedAmong } },
    savedAmong,
  };
}
