import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { callKey, type Call, type CallInput, type CallResponse } from '@careers/contracts/call';
import { request } from './request';

export type CallQueryKey = readonly [string, unknown];

export type CallQueryOptions<C extends Call> = Omit<
  UseQueryOptions<CallResponse<C>, Error, CallResponse<C>, CallQueryKey>,
  'queryKey' | 'queryFn'
>;

// The cache key of a read: the call ("GET /path") and what was asked, so a feature can update
// its cached answer without knowing how the key is built.
export function callQueryKey<C extends Call>(call: C, input: CallInput<C>): CallQueryKey {
  return [callKey(call), input];
}

// Every read goes through the request layer with types taken from the call object.
export function useCallQuery<C extends Call>(
  call: C,
  input: CallInput<C>,
  options: CallQueryOptions<C> = {},
) {
  return useQuery({
    ...options,
    queryKey: callQueryKey(call, input),
    queryFn: ({ signal }) => request(call, input, { signal }),
  });
}
