import { useTranslation } from '../../shared/i18n/use-translation';
import { Card } from '../../shared/ui/card';
import { Link, LinkButton } from '../../shared/ui/link';
import { useLocation } from 'react-router';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { useLoginPrompt } from '../../shared/session/login-prompt';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { alertFilters, alertTitle, searchLink } from './alert-summary';
import { useConfirmJobAlert } from './api/use-confirm-job-alert';
import { useDeleteJobAlert } from './api/use-delete-job-alert';
import { useJobAlerts } from './api/use-job-alerts';
import { useUnsubscribeJobAlert } from './api/use-unsubscribe-job-alert';
import { StopDraftReminders } from './stop-draft-reminders';

// /careers/job-alerts: where a mailed link confirms or ends an alert (or stops draft reminders) — a button does it, so a mail
// scanner that opens the link changes nothing — and where a logged-in candidate sees and deletes
// their alerts.
export function JobAlertsPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useLocation().search);
  const confirmToken = params.get('confirm');
  const unsubscribeToken = params.get('unsubscribe');
  const draftRemindersToken = params.get('draftReminders');
  return (
    <section aria-labelledby="job-alerts-heading" className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 id="job-alerts-heading" className="text-2xl font-semibold">
        {t('jobAlerts.heading')}
      </h1>
      {confirmToken ? (
        <ConfirmAlert token={confirmToken} />
      ) : unsubscribeToken ? (
        <Unsubscribe token={unsubscribeToken} />
      ) : draftRemindersToken ? (
        <StopDraftReminders token={draftRemindersToken} />
      ) : (
        <AlertList />
      )}
    </section>
  );
}

function ConfirmAlert({ token }: { token: string }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const internalLink = useInternalLink();
  const confirm = useConfirmJobAlert();
  const alert = confirm.data?.alert;
  if (alert) {
    const link = searchLink(alert.searchUrl);
    return (
      <Card padding="wide" className="flex flex-col items-start gap-3" role="status">
        <p className="text-lg font-semibold">{t('jobAlerts.confirmed')}</p>
        <p className="text-ink/80">
          {t('jobAlerts.confirmedText', { email: alert.maskedEmail, search: alertTitle(alert, t) })}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <LinkButton href={internalLink(link.path, link.params)}>
            {t('jobAlerts.seeJobs')}
          </LinkButton>
          <Link
            href={internalLink('/careers/job-alerts', {
              confirm: null,
              unsubscribe: alert.unsubscribeToken,
            })}
            className={`text-sm text-primary underline ${FOCUS_RING}`}
          >
            {t('jobAlerts.changedMind')}
          </Link>
        </div>
      </Card>
    );
  }
  return (
    <Card padding="wide" className="flex flex-col items-start gap-3">
      <p className="text-lg font-semibold">{t('jobAlerts.confirmTitle')}</p>
      <p className="text-ink/80">{t('jobAlerts.confirmText')}</p>
      <InlineError error={confirm.error} />
      <Button
        isDisabled={confirm.isPending}
        onPress={() => {
          confirm.mutate({ body: { domain, token } });
        }}
      >
        {t('jobAlerts.confirm')}
      </Button>
    </Card>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const internalLink = useInternalLink();
  const unsubscribe = useUnsubscribeJobAlert();
  if (unsubscribe.isSuccess) {
    return (
      <Card padding="wide" className="flex flex-col items-start gap-3" role="status">
        <p className="text-lg font-semibold">{t('jobAlerts.unsubscribed')}</p>
        <p className="text-ink/80">{t('jobAlerts.unsubscribedText')}</p>
        <LinkButton href={internalLink('/careers')}>{t('savedJobs.searchJobs')}</LinkButton>
      </Card>
    );
  }
  return (
    <Card padding="wide" className="flex flex-col items-start gap-3">
      <p className="text-lg font-semibold">{t('jobAlerts.unsubscribeTitle')}</p>
      <p className="text-ink/80">{t('jobAlerts.unsubscribeText')}</p>
      <InlineError error={unsubscribe.error} />
      <Button
        isDisabled={unsubscribe.isPending}
        onPress={() => {
          unsubscribe.mutate({ body: { domain, token } });
        }}
      >
        {t('jobAlerts.unsubscribe')}
      </Button>
    </Card>
  );
}

function AlertList() {
  const { t } = useTranslation();
  const format = useFormat();
  const boot = useBootData();
  const prompt = useLoginPrompt();
  const internalLink = useInternalLink();
  const alerts = useJobAlerts();
  const remove = useDeleteJobAlert();
  if (!boot.isLoggedIn) {
    return (
      <Card padding="wide" className="flex flex-col items-start gap-3">
        <p className="text-ink/80">{t('jobAlerts.logInToSee')}</p>
        <Button
          onPress={() => {
            prompt.open();
          }}
        >
          {t('nav.logIn')}
        </Button>
      </Card>
    );
  }
  if (alerts.error) return <InlineError error={alerts.error} />;
  if (!alerts.data) {
    return <div aria-busy="true" className="h-24 animate-pulse rounded-brand bg-ink/5" />;
  }
  if (alerts.data.alerts.length === 0) {
    return (
      <Card variant="dashed" padding="wide">
        <p className="font-semibold">{t('jobAlerts.empty')}</p>
        <p className="mt-1 text-sm text-ink/70">{t('jobAlerts.emptyHint')}</p>
        <LinkButton href={internalLink('/careers')} className="mt-3">
          {t('savedJobs.searchJobs')}
        </LinkButton>
      </Card>
    );
  }
  return (
    <>
      <p className="text-ink/70">{t('jobAlerts.intro')}</p>
      <InlineError error={remove.error} />
      <ul className="flex flex-col gap-2">
        {alerts.data.alerts.map((alert) => {
          const title = alertTitle(alert, t);
          const filters = alertFilters(alert, format);
          const link = searchLink(alert.searchUrl);
          return (
            <Card
              as="li"
              key={alert.id}
              className="flex flex-wrap items-center justify-between gap-3"
            >
              <div className="min-w-0">
                <Link
                  href={internalLink(link.path, link.params)}
                  className={`font-semibold text-primary hover:underline ${FOCUS_RING}`}
                >
                  <span dir="auto">{title}</span>
                </Link>
                {filters.length > 0 ? (
                  <p className="text-sm text-ink/80" dir="auto">
                    {filters.join(' · ')}
                  </p>
                ) : null}
                <p className="text-xs text-ink/70">
                  {t('jobAlerts.created', { when: format.relativeTime(alert.createdAt) })}
                </p>
              </div>
              <Button
                variant="secondary"
                className="min-h-9 px-3 py-1 text-sm"
                isDisabled={remove.isPending}
                aria-label={t('jobAlerts.deleteNamed', { name: title })}
                onPress={() => {
                  remove.mutate({
                    params: { id: String(alert.id) },
                    body: { domain: boot.domain },
                  });
                }}
              >
                {t('jobAlerts.delete')}
              </Button>
            </Card>
          );
        })}
      </ul>
    </>
  );
}
