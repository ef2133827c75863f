import { useCallback, useRef } from 'react';
import { esignEventCall, type ESIGN_EVENTS } from '@careers/contracts/esign';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

export type EsignEvent = (typeof ESIGN_EVENTS)[number];

// POST /api/esign/events: the audit trail's "viewed" and "consented", each recorded once per page
// (a re-render or a second tick of the box adds nothing). A failure is not the signer's to fix, so
// it is not shown.
export function useEsignEvent(wid: string) {
  const recorded = useRef(new Set<EsignEvent>());
  const { mutate } = useCallMutation(esignEventCall);
  return useCallback(
    (event: EsignEvent) => {
      if (recorded.current.has(event)) return;
      recorded.current.add(event);
      mutate({ body: { wid, event } });
    },
    [wid, mutate],
  );
}
