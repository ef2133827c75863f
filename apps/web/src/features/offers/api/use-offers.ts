import { offersCall } from '@careers/contracts/offers';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/offer/offers: the candidate's offers. The page shows its own failure.
export function useOffers() {
  const { domain } = useBootData();
  return useCallQuery(offersCall, { query: { domain } }, { meta: { silent: true } });
}
