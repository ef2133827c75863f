import { useState } from 'react';
import type { Application } from '@careers/contracts/applications';
import { INACTIVE_APPLICATION_STATUSES } from '@careers/contracts/applications';
import { RequestError } from '../../shared/api/request-error';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { useTranslation } from '../../shared/i18n/use-translation';
import { departmentAtPlace } from '../../shared/position-summary';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { InlineError } from '../../shared/ui/inline-error';
import { LinkButton } from '../../shared/ui/link';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { AfterDecision } from './after-decision';
import { ApplicationActivity } from './application-activity';
import { ApplicationConversation } from './application-conversation';
import { ApplicationSurvey } from './application-survey';
import { useApplication } from './api/use-application';
import { useApplicationMessages } from './api/use-application-messages';
import { StageTimeline } from './stage-timeline';
import { WithdrawDialog } from './withdraw-dialog';

const PAGE = 'mx-auto flex w-full max-w-3xl flex-col gap-6';

/**
 * /careers/applications/:id (docs/product/application-follow-up.md): where one application
 * stands and what comes next, its whole timeline, the conversation with the recruiting team, the
 * "How was it?" question, and, once it is decided against, open jobs like it.
 */
export function ApplicationPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useApplication(id);
  if (query.data) return <ApplicationDetail application={query.data.application} />;
  if (query.error instanceof RequestError && [400, 404, 422].includes(query.error.status ?? 0)) {
    return <ApplicationMissing />;
  }
  if (query.error) {
    return (
      <div className={PAGE}>
        <InlineError error={query.error} message={t('applications.page.loadError')} />
        <Button variant="secondary" className="w-fit" onPress={() => void query.refetch()}>
          {t('search.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" className={PAGE}>
      <span className="sr-only">{t('applications.page.loading')}</span>
      <div className="h-8 w-2/3 animate-pulse rounded-brand bg-ink/10" />
      <div className="h-5 w-1/3 animate-pulse rounded-brand bg-ink/5" />
      {[0, 1].map((row) => (
        <div key={row} className="h-32 animate-pulse rounded-brand bg-ink/5" />
      ))}
    </div>
  );
}

function ApplicationMissing() {
  const { t } = useTranslation();
  const internalLink = useInternalLink();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-3 py-8">
      <h1 className="text-2xl font-semibold">{t('applications.page.notFound')}</h1>
      <p className="text-ink/80">{t('applications.page.notFoundText')}</p>
      <LinkButton href={internalLink('/careers/applications')}>
        {t('applications.page.all')}
      </LinkButton>
    </section>
  );
}

function ApplicationDetail({ application }: { application: Application }) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const { configs } = useBootData();
  const followUp = configs.pcsxConfig.applicationFollowUpConfig;
  const hidesStatus =
    configs.pcsxConfig.applicationsPageConfig.tabs.submitted.hideApplicationStatus;
  const messages = useApplicationMessages(application.id, followUp.messagesEnabled);
  const [isWithdrawing, setWithdrawing] = useState(false);
  const isInactive = INACTIVE_APPLICATION_STATUSES.includes(application.status);
  const decidedAgainst = application.status === 'Rejected' || application.status === 'Closed';
  return (
    <div className={PAGE}>
      <LinkButton
        href={internalLink('/careers/applications')}
        variant="ghost"
        size="sm"
        className="-ms-3 w-fit"
      >
        <span aria-hidden="true" className="rtl:rotate-180">
          ←
        </span>
        {t('applications.page.all')}
      </LinkButton>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold" dir="auto">
          {application.position.name}
        </h1>
        <p className="text-ink/75">{departmentAtPlace(application.position, t)}</p>
        <p className="text-sm text-ink/70">
          {t('applications.appliedOn', { date: format.day(application.submittedAt) })}
        </p>
      </header>

      {hidesStatus ? null : (
        <Card as="section" padding="roomy" aria-labelledby="stage-heading">
          <h2 id="stage-heading" className="mb-4 text-lg font-semibold">
            {t('applications.page.whereItStands')}
          </h2>
          <StageTimeline application={application} />
        </Card>
      )}

      {application.survey === 'open' ? <ApplicationSurvey applicationId={application.id} /> : null}
      {application.survey === 'answered' ? (
        <p role="status" className="rounded-brand bg-primary/5 px-4 py-3 text-sm">
          {t('applications.survey.thanks')}
        </p>
      ) : null}

      {decidedAgainst ? <AfterDecision positionId={String(application.positionId)} /> : null}

      {followUp.messagesEnabled ? (
        <ApplicationConversation applicationId={application.id} messages={messages} />
      ) : null}

      {hidesStatus ? null : (
        <ApplicationActivity application={application} messages={messages.data?.messages ?? []} />
      )}

      {isInactive ? null : (
        <div className="flex justify-end border-t border-ink/10 pt-4">
          <Button
            variant="ghost"
            onPress={() => {
              setWithdrawing(true);
            }}
          >
            {t('applications.withdraw')}
          </Button>
        </div>
      )}
      {isWithdrawing ? (
        <WithdrawDialog
          application={application}
          onClose={() => {
            setWithdrawing(false);
          }}
        />
      ) : null}
    </div>
  );
}
