import { useBootData } from '../../shared/boot/boot-data-context';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { InlineError } from '../../shared/ui/inline-error';
import { LinkButton } from '../../shared/ui/link';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useStopDraftReminders } from './api/use-stop-draft-reminders';

// Where a draft reminder's "unsubscribe" lands: one button press turns the reminders off (a mail
// scanner that opens the link changes nothing), no login needed.
export function StopDraftReminders({ token }: { token: string }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const internalLink = useInternalLink();
  const stop = useStopDraftReminders();
  if (stop.isSuccess) {
    return (
      <Card padding="wide" className="flex flex-col items-start gap-3" role="status">
        <p className="text-lg font-semibold">{t('jobAlerts.draftReminders.stopped')}</p>
        <p className="text-ink/80">{t('jobAlerts.draftReminders.stoppedText')}</p>
        <LinkButton href={internalLink('/careers')}>{t('savedJobs.searchJobs')}</LinkButton>
      </Card>
    );
  }
  return (
    <Card padding="wide" className="flex flex-col items-start gap-3">
      <p className="text-lg font-semibold">{t('jobAlerts.draftReminders.title')}</p>
      <p className="text-ink/80">{t('jobAlerts.draftReminders.text')}</p>
      <InlineError error={stop.error} />
      <Button
        isDisabled={stop.isPending}
        onPress={() => {
          stop.mutate({ body: { domain, token } });
        }}
      >
        {t('jobAlerts.draftReminders.stop')}
      </Button>
    </Card>
  );
}
