import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { LinkButton } from '../../shared/ui/link';
import type { Application } from '@careers/contracts/applications';
import { useFormat } from '../../shared/i18n/format';
import { useInternalLink } from '../../shared/url/use-internal-link';

// After a submit, and whenever the candidate opens the apply page of a job they applied to:
// what they sent, when, where it stands, and what happens next.
export function Applied({
  application,
  justSubmitted,
  next,
}: {
  application: Application;
  justSubmitted: boolean;
  next?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const { position } = application;
  const submitted = new Intl.DateTimeFormat(format.locale, { dateStyle: 'long' }).format(
    new Date(application.submittedAt),
  );
  return (
    <section
      aria-labelledby="applied-heading"
      className="mx-auto flex max-w-2xl flex-col gap-5 py-6"
    >
      <div className="flex flex-col gap-2">
        <h1 id="applied-heading" className="text-2xl font-semibold sm:text-3xl">
          {justSubmitted ? t('apply.submittedHeading') : t('apply.appliedHeading')}
        </h1>
        <p className="text-lg" dir="auto">
          {position.name}
        </p>
        <p className="text-ink/75">
          {t('apply.submittedOn', { date: submitted })} ·{' '}
          {t('apply.status', { status: t(`applications.status.${application.status}`) })}
        </p>
      </div>
      <div className="rounded-brand border border-ink/15 bg-surface p-5">
        <h2 className="mb-2 font-semibold">{t('apply.nextHeading')}</h2>
        <ol className="list-decimal space-y-1 ps-5 text-ink/85">
          <li>{t('apply.next1')}</li>
          <li>{t('apply.next2')}</li>
          <li>{t('apply.next3')}</li>
        </ol>
      </div>
      {next}
      <div className="flex flex-wrap gap-3">
        <LinkButton href={internalLink('/careers/applications')}>
          {t('apply.myApplications')}
        </LinkButton>
        <LinkButton
          href={internalLink('/careers', { query: position.department })}
          variant="secondary"
        >
          {t('apply.similarJobs')}
        </LinkButton>
      </div>
    </section>
  );
}
