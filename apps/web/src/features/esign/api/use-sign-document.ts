import { esignSignCall } from '@careers/contracts/esign';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

// POST /api/esign/sign: the typed name or the drawn image, under the consent version the signer
// agreed to.
export function useSignDocument() {
  return useCallMutation(esignSignCall);
}
