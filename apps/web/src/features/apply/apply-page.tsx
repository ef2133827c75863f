import { useState, type ReactNode } from 'react';
import type { Application } from '@careers/contracts/applications';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, LinkButton } from '../../shared/ui/link';
import type { PositionLite } from '@careers/contracts/search';
import { RequestError } from '../../shared/api/request-error';
import { useBootData } from '../../shared/boot/boot-data-context';
import { departmentAtPlace, positionHref } from '../../shared/position-summary';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { ApplyForm } from './apply-form';
import { Applied } from './applied-panel';
import { JobCartNext } from './job-cart-next';
import { useApplyPage } from './api/use-apply-page';

/**
 * /careers/apply?pid= and /careers/apply/private?pid=: the position's application form, or a clear
 * page saying why not (closed, already applied, unknown). A logged-out visitor confirms an e-mail
 * address with a login code first (`loginForm`): it becomes their account, so the application lands
 * in a dashboard they can open.
 */
export function ApplyPage({ positionId, loginForm }: { positionId: string; loginForm: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useBootData();
  const page = useApplyPage(positionId);
  // Shown in place of the form once it is sent; the page's answer then says applied as well.
  const [submitted, setSubmitted] = useState<Application | null>(null);
  if (submitted) {
    return (
      <Applied
        application={submitted}
        justSubmitted
        next={<JobCartNext appliedId={submitted.positionId} />}
      />
    );
  }
  if (positionId === '') return <NotFound />;
  if (page.isPending) {
    return (
      <div aria-busy="true" className="mx-auto flex w-full max-w-5xl flex-col gap-4">
        <div className="h-9 w-2/3 animate-pulse rounded-brand bg-ink/10" />
        <div className="h-96 animate-pulse rounded-brand bg-ink/5" />
      </div>
    );
  }
  if (page.error) {
    if (page.error instanceof RequestError && page.error.status === 404) return <NotFound />;
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-start gap-3">
        <h1 className="text-2xl font-semibold">{t('apply.loadFailed')}</h1>
        <InlineError error={page.error} />
        <Button variant="secondary" onPress={() => void page.refetch()}>
          {t('search.retry')}
        </Button>
      </section>
    );
  }
  const { position, state, application } = page.data;
  if (state === 'applied' && application) {
    return <Applied application={application} justSubmitted={false} />;
  }
  if (state === 'closed') return <Closed position={position} />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PositionHeading position={position} />
      {isLoggedIn ? (
        <ApplyForm positionId={positionId} apply={page.data} onSubmitted={setSubmitted} />
      ) : (
        <section
          aria-labelledby="apply-start-heading"
          className="flex max-w-xl flex-col gap-3 rounded-brand border border-ink/15 bg-surface p-6"
        >
          <h2 id="apply-start-heading" className="text-xl font-semibold">
            {t('apply.startHeading')}
          </h2>
          <p className="text-ink/80">{t('apply.startIntro')}</p>
          {loginForm}
        </section>
      )}
    </div>
  );
}

function PositionHeading({ position }: { position: PositionLite }) {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  return (
    <header className="flex flex-col gap-1">
      <p className="text-sm font-medium uppercase tracking-wide text-ink/70">
        {t('apply.applyingFor')}
      </p>
      <h1 className="text-2xl font-semibold sm:text-3xl" dir="auto">
        {position.name}
      </h1>
      <p className="text-ink/75">
        {departmentAtPlace(position, t)} ·{' '}
        <Link
          href={positionHref(position, internalLink)}
          className={`text-primary underline ${FOCUS_RING}`}
        >
          {t('apply.viewJob')}
        </Link>
      </p>
    </header>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-3 py-8">
      <h1 className="text-2xl font-semibold">{t('apply.notFoundHeading')}</h1>
      <p className="text-ink/80">{t('apply.notFoundText')}</p>
      <LinkButton href={internalLink('/careers')}>{t('apply.searchJobs')}</LinkButton>
    </section>
  );
}

function Closed({ position }: { position: PositionLite }) {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-3 py-8">
      <h1 className="text-2xl font-semibold">{t('apply.closedHeading')}</h1>
      <p className="text-ink/80">{t('apply.closedText', { position: position.name })}</p>
      <div className="flex flex-wrap gap-3">
        <LinkButton href={internalLink('/careers', { query: position.department })}>
          {t('apply.similarJobs')}
        </LinkButton>
        <LinkButton href={internalLink('/careers/applications')} variant="secondary">
          {t('apply.myApplications')}
        </LinkButton>
      </div>
    </section>
  );
}
