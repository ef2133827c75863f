import { dashboardReferralsCall } from '@careers/contracts/referrals';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/dashboard/referrals, asked only where the referral gate is on; silent: the
// applications tab works without it.
export function useReferrals() {
  const { domain, configs } = useBootData();
  const isOn = configs.gates.referralWithCandidateApplicationGate;
  const referrals = useCallQuery(
    dashboardReferralsCall,
    { query: { domain } },
    { enabled: isOn, meta: { silent: true } },
  );
  return { isOn, referrals };
}
