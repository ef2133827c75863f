import { esignRejectCall } from '@careers/contracts/esign';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

// POST /api/esign/reject: the signer declines; the document can no longer be signed.
export function useDeclineDocument() {
  return useCallMutation(esignRejectCall);
}
