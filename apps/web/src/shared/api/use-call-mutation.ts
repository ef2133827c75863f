import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { callKey, type Call, type CallInput, type CallResponse } from '@careers/contracts/call';
import { request, type RequestOptions } from './request';

export type CallMutationOptions<C extends Call> = Omit<
  UseMutationOptions<CallResponse<C>, Error, CallInput<C>>,
  'mutationFn'
> &
  Pick<RequestOptions, 'checkPermission'>;

// Every write goes through the request layer with types taken from the call object;
// its pending and error state replace hand-rolled flags (show `error` with <InlineError>).
export function useCallMutation<C extends Call>(call: C, options: CallMutationOptions<C> = {}) {
  const { checkPermission, ...mutationOptions } = options;
  return useMutation({
    ...mutationOptions,
    // Names the call when its failure is logged (query-client.ts).
    mutationKey: [callKey(call)],
    mutationFn: (input: CallInput<C>) => request(call, input, { checkPermission }),
  });
}
