import type { Call, CallInput, CallMetadata, CallResponse } from '@careers/contracts/call';
import type { BootData } from '@careers/contracts/boot';
import { keysToCamel } from '@careers/contracts/case';
import { callPath, fieldOf } from './request';
import { extractErrorMessage } from './request-error';
import type { PrefetchedQuery } from './prefetched-state';
import { callQueryKey } from './use-call-query';

// How the server answers a GET call while it renders a page: in process, through the same
// routes, with the visitor's session (decision 014).
export type Transport = (path: string) => Promise<{ status: number; body: unknown }>;

type MetadataCall = Call & Required<Pick<Call, 'metadata'>>;

// What a server-rendered page loads before it renders, under the keys its hooks read.
type Prefetcher = {
  call<C extends Call>(call: C, input: CallInput<C>): Promise<CallResponse<C> | undefined>;
  callWithMetadata<C extends MetadataCall>(
    call: C,
    input: CallInput<C>,
  ): Promise<{ data: CallResponse<C>; metadata: CallMetadata<C> } | undefined>;
};

export type PageDataContext = {
  prefetch: Prefetcher;
  boot: BootData;
  locale: string;
  // The page's query string ('?query=…') and its route parameters.
  search: string;
  params: Readonly<Record<string, string | undefined>>;
};

// A page's server-side data: what it loads so that its first render is its real content.
export type PageData = (context: PageDataContext) => Promise<void>;

export function createPrefetcher(transport: Transport, now: number) {
  const queries: PrefetchedQuery[] = [];

  async function load(call: Call, input: object, withMetadata: boolean): Promise<unknown> {
    const queryKey = callQueryKey(call, input as CallInput<Call>);
    const { status, body } = await transport(callPath(call, input));
    const envelope = keysToCamel(body);
    if (status >= 400) {
      const message = extractErrorMessage({ data: envelope, message: '' });
      queries.push({ queryKey, updatedAt: now, error: { status, message } });
      return undefined;
    }
    const data = call.response.safeParse(fieldOf(envelope, 'data'));
    const metadata = withMetadata ? call.metadata?.safeParse(fieldOf(envelope, 'metadata')) : null;
    // An answer that breaks its contract is left for the browser to fetch and report.
    if (!data.success || metadata?.success === false) return undefined;
    const value = withMetadata ? { data: data.data, metadata: metadata?.data } : data.data;
    queries.push({ queryKey, updatedAt: now, data: value });
    return value;
  }

  // `load` checked the answer against the call's own schemas, so it is the call's response.
  const prefetch: Prefetcher = {
    async call<C extends Call>(call: C, input: CallInput<C>) {
      return (await load(call, input, false)) as CallResponse<C> | undefined;
    },
    async callWithMetadata<C extends MetadataCall>(call: C, input: CallInput<C>) {
      return (await load(call, input, true)) as
        { data: CallResponse<C>; metadata: CallMetadata<C> } | undefined;
    },
  };
  return { prefetch, queries };
}
