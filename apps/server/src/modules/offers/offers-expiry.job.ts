import { OFFER_EXPIRY_WARNING_MS } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import { warnOfExpiry } from './employer-offers.service';
import { listOffersExpiringBefore } from './offers.repository';

// Every open offer expiring within 48 hours notifies its candidate once. The claim is the offer's
// own flag, set under its row lock, so several processes warn only once.
export async function warnOfExpiringOffers(
  deps: Pick<AppDeps, 'db' | 'groups' | 'env'>,
  now: Date,
): Promise<number> {
  const due = await listOffersExpiringBefore(
    deps.db,
    now,
    new Date(now.getTime() + OFFER_EXPIRY_WARNING_MS),
  );
  let warned = 0;
  for (const { encId, domain } of due) {
    const group = await deps.groups.get(domain);
    if (!group) continue;
    const site = { group, publicOrigin: deps.env.PUBLIC_ORIGIN };
    if (await warnOfExpiry(deps.db, site, encId, now)) warned += 1;
  }
  return warned;
}
