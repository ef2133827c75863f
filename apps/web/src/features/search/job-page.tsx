import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { FOCUS_RING } from '../../shared/ui/button';
import { buildInternalLink } from '../../shared/url/url-params';
import { PositionDetail } from './position-detail';
import { usePositionDetail } from './use-position-detail';

export type JobPageProps = {
  // The id the link names: '123-some-title' (spec 1 §5) or a private link's key.
  positionId: string | null;
};

// /careers/job/{pid} and /careers/job/private?pid= (spec 1 §2): one position as a page of its
// own; a closed one says so and leads back to the open jobs.
export function JobPage({ positionId }: JobPageProps) {
  const { t } = useTranslation();
  const { detail, isLoading, errorStatus } = usePositionDetail(positionId, '');
  const allJobs = (
    <Link
      href={buildInternalLink('/careers')}
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
