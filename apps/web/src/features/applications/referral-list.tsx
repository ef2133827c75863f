import { useTranslation } from '../../shared/i18n/use-translation';
import { Card } from '../../shared/ui/card';
import { Link, LinkButton } from '../../shared/ui/link';
import { useFormat } from '../../shared/i18n/format';
import { departmentAtPlace, positionHref } from '../../shared/position-summary';
import { FOCUS_RING } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useReferrals } from './api/use-referrals';

/**
 * The applications tab's referrals (where gates.referralWithCandidateApplicationGate is on):
 * who referred the candidate for which job, and whether they have applied.
 */
export function ReferralList() {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const { isOn, referrals } = useReferrals();
  if (!isOn) return null;
  const list = referrals.data?.referrals ?? [];
  if (!referrals.error && list.length === 0) return null;
  return (
    <section aria-labelledby="referrals-heading" className="flex flex-col gap-2">
      <h2 id="referrals-heading" className="text-lg font-semibold">
        {t('referrals.heading')}
      </h2>
      {referrals.error ? <InlineError error={referrals.error} /> : null}
      <ul className="flex flex-col gap-2" aria-labelledby="referrals-heading">
        {list.map((referral) => {
          const { position } = referral;
          const isOpen = position.archivedAt < 0;
          const isPrivate = position.canonicalPositionUrl.startsWith('/careers/job/private');
          return (
            <Card
              as="li"
              key={referral.id}
              className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <Link
                  href={positionHref(position, internalLink)}
                  className={`font-semibold text-primary underline-offset-2 hover:underline ${FOCUS_RING}`}
                >
                  <span dir="auto">{position.name}</span>
                </Link>
                <p className="text-sm text-ink/75">{departmentAtPlace(position, t)}</p>
                <p className="mt-1 text-sm">
                  {t('referrals.referredBy', {
                    name: referral.referrerName,
                    when: format.relativeTime(referral.referredAt),
                  })}
                </p>
              </div>
              {referral.isApplied ? (
                <span className="w-fit shrink-0 rounded-full bg-ink/5 px-2.5 py-0.5 text-sm font-medium">
                  {t('referrals.applied')}
                </span>
              ) : isOpen && !isPrivate ? (
                <LinkButton
                  href={internalLink('/careers/apply', { pid: String(position.id) })}
                  aria-label={t('referrals.applyFor', { position: position.name })}
                  className="w-fit shrink-0"
                >
                  {t('referrals.apply')}
                </LinkButton>
              ) : null}
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
