import { esignSessionCall } from '@careers/contracts/esign';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { STALE_TIME } from '../../../shared/api/stale-times';

// GET /api/esign/session: the document and where its signing stands. The widget shows a failure
// itself (an invalid link, or a retry), so the query is silent.
export function useEsignSession(wid: string) {
  return useCallQuery(
    esignSessionCall,
    { query: { wid } },
    { enabled: wid !== '', meta: { silent: true }, staleTime: STALE_TIME.infinite },
  );
}
