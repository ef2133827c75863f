import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Card } from '../../shared/ui/card';
import { LinkButton } from '../../shared/ui/link';
import type { Application, DraftApplication } from '@careers/contracts/applications';
import { useFormat } from '../../shared/i18n/format';
import { departmentAtPlace } from '../../shared/position-summary';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { StageTimeline } from './stage-timeline';
import { WithdrawDialog } from './withdraw-dialog';
import { applicationPath } from '@careers/contracts/application-follow-up';
import { ReferralList } from './referral-list';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useApplications } from './api/use-applications';
import { useDeleteDraft } from './api/use-delete-draft';
import { useDraftApplications } from './api/use-draft-applications';

/**
 * /careers/applications: the candidate's submitted applications with their status history, their
 * past ones, and their drafts — open ones to finish, closed ones to clear (open while the
 * position's archived_at is below 0; docs/product/dashboard.md).
 */
// headingLevel 2 inside the dashboard's tabs.
export function ApplicationsPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation();
  const applications = useApplications();
  const drafts = useDraftApplications();
  const internalLink = useInternalLink();
  const { configs } = useBootData();
  const hidesStatus =
    configs.pcsxConfig.applicationsPageConfig.tabs.submitted.hideApplicationStatus;
  const all = drafts.data?.draftApplications ?? [];
  const open = all.filter((draft) => draft.position.archivedAt < 0);
  const closed = all.filter((draft) => draft.position.archivedAt >= 0);
  const active = applications.data?.applications ?? [];
  const inactive = applications.data?.inactiveApplications ?? [];
  const isEmpty =
    applications.isSuccess && drafts.isSuccess && all.length === 0 && active.length === 0;
  return (
    <section
      aria-labelledby="applications-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
    >
      <Heading id="applications-heading" className="text-2xl font-semibold">
        {t('applications.heading')}
      </Heading>
      {applications.error || drafts.error ? (
        <div className="flex flex-col items-start gap-3">
          <InlineError error={applications.error ?? drafts.error} />
          <Button
            variant="secondary"
            onPress={() => {
              void applications.refetch();
              void drafts.refetch();
            }}
          >
            {t('search.retry')}
          </Button>
        </div>
      ) : applications.isPending || drafts.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-20 animate-pulse rounded-brand bg-ink/5" />
          ))}
        </div>
      ) : isEmpty ? (
        <>
          <Card variant="dashed" padding="wide">
            <p className="font-semibold">{t('applications.empty')}</p>
            <p className="mt-1 text-sm text-ink/70">{t('applications.emptyHint')}</p>
            <LinkButton href={internalLink('/careers')} className="mt-3">
              {t('applications.searchJobs')}
            </LinkButton>
          </Card>
          <ReferralList />
        </>
      ) : (
        <>
          <DraftList title={t('applications.openDrafts')} drafts={open} canContinue />
          {active.length > 0 ? (
            <ApplicationList
              title={t('applications.submitted')}
              applications={active}
              canWithdraw
              hidesStatus={hidesStatus}
            />
          ) : null}
          <ReferralList />
          {inactive.length > 0 ? (
            <ApplicationList
              title={t('applications.inactive')}
              applications={inactive}
              hidesStatus={hidesStatus}
            />
          ) : null}
          {closed.length > 0 ? (
            <DraftList title={t('applications.closedDrafts')} drafts={closed} canContinue={false} />
          ) : null}
        </>
      )}
    </section>
  );
}

function DraftList({
  title,
  drafts,
  canContinue,
}: {
  title: string;
  drafts: DraftApplication[];
  canContinue: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const deleteDraft = useDeleteDraft();
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {drafts.length === 0 ? (
        <p className="text-sm text-ink/70">{t('applications.noDrafts')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {drafts.map((draft) => (
            <Card
              as="li"
              key={draft.positionId}
              className="flex flex-wrap items-center justify-between gap-3"
            >
              <div className="min-w-0">
                <p className="font-semibold" dir="auto">
                  {draft.position.name}
                </p>
                <p className="text-sm text-ink/75">{departmentAtPlace(draft.position, t)}</p>
                <p className="text-sm text-ink/70">
                  {canContinue
                    ? t('applications.draftUpdated', {
                        when: format.relativeTime(draft.updatedAt),
                      })
                    : t('applications.closed')}
                </p>
              </div>
              <div className="flex gap-2">
                {canContinue ? (
                  <LinkButton
                    href={internalLink('/careers/apply', { pid: String(draft.positionId) })}
                  >
                    {t('applications.continue')}
                  </LinkButton>
                ) : null}
                <Button
                  variant="secondary"
                  aria-label={t('applications.deleteDraftOf', { position: draft.position.name })}
                  onPress={() => {
                    deleteDraft.mutate({ body: { positionIds: [String(draft.positionId)] } });
                  }}
                >
                  {t('applications.deleteDraft')}
                </Button>
              </div>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}

function ApplicationList({
  title,
  applications,
  canWithdraw = false,
  hidesStatus,
}: {
  title: string;
  applications: Application[];
  canWithdraw?: boolean;
  // applicationsPageConfig.tabs.submitted.hideApplicationStatus
  hidesStatus: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const [withdrawing, setWithdrawing] = useState<Application | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-2">
        {applications.map((application) => (
          <Card as="li" key={application.id} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold" dir="auto">
                {application.position.name}
              </p>
              {hidesStatus ? null : (
                <span className="rounded-full bg-primary/10 px-3 py-0.5 text-sm font-medium text-primary">
                  {application.stage.label}
                </span>
              )}
            </div>
            <p className="text-sm text-ink/75">{departmentAtPlace(application.position, t)}</p>
            {hidesStatus ? (
              <p className="text-sm text-ink/75">
                {t('applications.appliedOn', { date: format.day(application.submittedAt) })}
              </p>
            ) : (
              <StageTimeline application={application} compact />
            )}
            <div className="flex flex-wrap items-center justify-end gap-2">
              {application.unreadMessages > 0 ? (
                <span className="me-auto rounded-full bg-accent/20 px-3 py-0.5 text-sm font-medium">
                  {t('applications.unread', { count: application.unreadMessages })}
                </span>
              ) : null}
              <LinkButton
                href={internalLink(applicationPath(application.id))}
                variant="secondary"
                size="sm"
                aria-label={t('applications.viewOf', { position: application.position.name })}
              >
                {t('applications.view')}
              </LinkButton>
              {canWithdraw ? (
                <Button
                  variant="ghost"
                  className="min-h-9 px-3 py-1.5 text-sm"
                  aria-label={t('applications.withdrawOf', { position: application.position.name })}
                  onPress={() => {
                    setWithdrawing(application);
                  }}
                >
                  {t('applications.withdraw')}
                </Button>
              ) : null}
            </div>
          </Card>
        ))}
      </ul>
      {withdrawing ? (
        <WithdrawDialog
          application={withdrawing}
          onClose={() => {
            setWithdrawing(null);
          }}
        />
      ) : null}
    </section>
  );
}
