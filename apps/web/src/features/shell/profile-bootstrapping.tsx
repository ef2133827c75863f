import { useTranslation } from '../../shared/i18n/use-translation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { reloadPage } from '../../shared/session/reload';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useCompleteProfileBootstrapping } from './api/use-complete-profile-bootstrapping';

// Shown instead of the page while `needsProfileBootstrapping` holds.
export function ProfileBootstrapping() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  // The next page load carries the new boot data (ARCHITECTURE "Request flow" 7).
  const completeBootstrapping = useCompleteProfileBootstrapping({ onSuccess: reloadPage });

  return (
    <section className="mx-auto flex max-w-xl flex-col items-start gap-4 py-12">
      <h1 className="text-2xl font-semibold">{t('bootstrapping.heading')}</h1>
      <p className="text-ink/80">{t('bootstrapping.text')}</p>
      <InlineError error={completeBootstrapping.error} />
      <Button
        onPress={() => {
          completeBootstrapping.mutate({ body: { domain } });
        }}
        // Still busy after success: the page is reloading.
        isPending={completeBootstrapping.isPending || completeBootstrapping.isSuccess}
      >
        {t('bootstrapping.continue')}
      </Button>
    </section>
  );
}
