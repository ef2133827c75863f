import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from '../../shared/ui/link';
import { jobCartCall } from '@careers/contracts/job-cart';
import { useCallQuery } from '../../shared/api/use-call-query';
import { useBootData } from '../../shared/boot/boot-data-context';
import { FOCUS_RING } from '../../shared/ui/button';
import { useInternalLink } from '../../shared/url/use-internal-link';

// After a submit: the next job in the cart, opened with the answers just given.
export function JobCartNext({ appliedId }: { appliedId: number }) {
  const { t } = useTranslation();
  const { domain, configs, isLoggedIn } = useBootData();
  const internalLink = useInternalLink();
  const enabled = isLoggedIn && configs.pcsxConfig.jobCartConfig.enabled;
  const cart = useCallQuery(
    jobCartCall,
    { query: { domain } },
    { enabled, meta: { silent: true } },
  );
  const remaining = (cart.data?.data.jobCartData ?? []).filter(
    (position) => position.id !== appliedId,
  );
  const [next] = remaining;
  if (!next) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-brand border border-primary/30 bg-primary/5 p-4">
      <div className="min-w-0">
        <p className="font-semibold">{t('apply.nextInCart', { count: remaining.length })}</p>
        <p dir="auto">{next.name}</p>
        <p className="text-sm text-ink/75">{t('apply.answersCarried')}</p>
      </div>
      <Link
        href={internalLink('/careers/apply', { pid: String(next.id) })}
        className={`inline-flex min-h-10 items-center rounded-brand bg-primary px-4 py-2 font-medium text-white ${FOCUS_RING}`}
      >
        {t('apply.applyNext', { position: next.name })}
      </Link>
    </div>
  );
}
