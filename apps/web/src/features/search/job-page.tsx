import { useTranslation } from '../../shared/i18n/use-translation';
import { Card } from '../../shared/ui/card';
import { Link } from '../../shared/ui/link';
import { useAnnouncePositionName } from '../../shared/position-title';
import { FOCUS_RING } from '../../shared/ui/button';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { PositionDetail } from './position-detail';
import { usePositionDetail } from './use-position-detail';
import { useSimilarPositions } from './api/use-similar-positions';
import { departmentAtPlace } from '../../shared/position-summary';

export type JobPageProps = {
  // The id the link names: '123-some-title' (the number before the first hyphen) or a private
  // link's key.
  positionId: string | null;
};

// /careers/job/{pid} and /careers/job/private?pid=: one position as a page of its own; a closed one
// says so, names the job and leads to open jobs like it (docs/product/job-pages.md).
export function JobPage({ positionId }: JobPageProps) {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  const { detail, isLoading, errorStatus } = usePositionDetail(positionId, '', {
    pageShowsMissing: true,
  });
  const allJobs = (
    <Link
      href={internalLink('/careers')}
      className={`inline-flex items-center gap-1 self-start rounded-brand text-primary underline-offset-2 hover:underline ${FOCUS_RING}`}
    >
      <span aria-hidden="true" className="rtl:rotate-180">
        ←
      </span>
      {t('jobPage.allJobs')}
    </Link>
  );
  if (!positionId || errorStatus !== null) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col gap-3 py-6">
        <h1 className="text-2xl font-semibold">
          {errorStatus === 410 ? t('jobPage.closed') : t('jobPage.notFound')}
        </h1>
        {positionId && errorStatus === 410 ? <SimilarJobs positionId={positionId} /> : null}
        <p className="text-ink/70">{t('jobPage.lookAround')}</p>
        {allJobs}
      </section>
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {allJobs}
      {detail ? (
        <PositionDetail position={detail} queriedLocation="" headingLevel={1} />
      ) : isLoading ? (
        <div aria-busy="true" className="h-64 animate-pulse rounded-brand bg-ink/5" />
      ) : null}
    </div>
  );
}

function SimilarJobs({ positionId }: { positionId: string }) {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  const similar = useSimilarPositions(positionId);
  // The closed job's page keeps its title "{position} | {company}", as the server wrote it.
  useAnnouncePositionName(similar.data?.position.name ?? null);
  if (!similar.data) return null;
  return (
    <>
      <p className="text-lg" dir="auto">
        {similar.data.position.name}
      </p>
      {similar.data.positions.length > 0 ? (
        <section aria-labelledby="similar-jobs" className="flex flex-col gap-2 pt-2">
          <h2 id="similar-jobs" className="text-lg font-semibold">
            {t('jobPage.similar')}
          </h2>
          <ul className="flex flex-col gap-2">
            {similar.data.positions.map((position) => (
              <Card as="li" key={position.id}>
                <Link
                  href={internalLink(position.canonicalPositionUrl.split('?')[0] ?? '/careers')}
                  className={`font-semibold text-primary underline-offset-2 hover:underline ${FOCUS_RING}`}
                >
                  <span dir="auto">{position.name}</span>
                </Link>
                <p className="text-sm text-ink/70" dir="auto">
                  {departmentAtPlace(position, t)}
                </p>
              </Card>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
