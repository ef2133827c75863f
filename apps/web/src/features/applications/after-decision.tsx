import { useTranslation } from '../../shared/i18n/use-translation';
import { departmentAtPlace, positionHref } from '../../shared/position-summary';
import { FOCUS_RING } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { Link, LinkButton } from '../../shared/ui/link';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useSimilarPositions } from '../search/api/use-similar-positions';

/**
 * After a rejection or a closing: open jobs like this one, and a job alert for the next
 * (docs/product/application-follow-up.md, Decisions with reasons).
 */
export function AfterDecision({ positionId }: { positionId: string }) {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  const similar = useSimilarPositions(positionId);
  const positions = similar.data?.positions ?? [];
  return (
    <Card
      as="section"
      padding="roomy"
      aria-labelledby="next-jobs-heading"
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-1">
        <h2 id="next-jobs-heading" className="text-lg font-semibold">
          {t('applications.next.heading')}
        </h2>
        <p className="text-sm text-ink/75">{t('applications.next.intro')}</p>
      </div>
      {positions.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {positions.slice(0, 3).map((position) => (
            <li key={position.id} className="flex flex-col">
              <Link
                href={positionHref(position, internalLink)}
                className={`font-semibold text-primary underline-offset-2 hover:underline ${FOCUS_RING}`}
              >
                <span dir="auto">{position.name}</span>
              </Link>
              <span className="text-sm text-ink/70" dir="auto">
                {departmentAtPlace(position, t)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <LinkButton href={internalLink('/careers/job-alerts')} variant="secondary">
          {t('applications.next.alert')}
        </LinkButton>
        <LinkButton href={internalLink('/careers')} variant="ghost">
          {t('applications.searchJobs')}
        </LinkButton>
      </div>
    </Card>
  );
}
