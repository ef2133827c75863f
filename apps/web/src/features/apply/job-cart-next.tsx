import { useTranslation } from '../../shared/i18n/use-translation';
import { LinkButton } from '../../shared/ui/link';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useJobCart } from '../search/api/use-job-cart';

// After a submit: the next job in the cart, opened with the answers just given.
export function JobCartNext({ appliedId }: { appliedId: number }) {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  // Read anew now that the applied job has left it; a failure shows no next job.
  const cart = useJobCart({ refetchOnMount: 'always', meta: { silent: true } });
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
      <LinkButton href={internalLink('/careers/apply', { pid: String(next.id) })}>
        {t('apply.applyNext', { position: next.name })}
      </LinkButton>
    </div>
  );
}
