import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../shared/api/request-error';
import { useBootData } from '../../shared/boot/boot-data-context';
import { reloadPage } from '../../shared/session/reload';
import { Button } from '../../shared/ui/button';

// spec 1 §2: shown when the candidate is logged in, bootstrapping is on and not yet done.
export function needsProfileBootstrapping(boot: ReturnType<typeof useBootData>): boolean {
  const { onboardingData } = boot;
  return (
    boot.isLoggedIn && onboardingData.bootstrappingConfig.enabled && !onboardingData.isBootstrapped
  );
}

export function ProfileBootstrapping() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function finish() {
    setIsBusy(true);
    setError(null);
    try {
      // Loaded on demand: the call's schemas (zod) stay out of the first script.
      const { completeProfileBootstrapping } = await import('./onboarding.api');
      await completeProfileBootstrapping(domain);
      reloadPage();
    } catch (caught) {
      setError(messageOfError(caught, t('errors.requestProblem')));
      setIsBusy(false);
    }
  }

  return (
    <section className="mx-auto flex max-w-xl flex-col items-start gap-4 py-12">
      <h1 className="text-2xl font-semibold">{t('bootstrapping.heading')}</h1>
      <p className="text-ink/80">{t('bootstrapping.text')}</p>
      {error ? (
        <p role="alert" className="rounded-brand bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button onPress={() => void finish()} isPending={isBusy}>
        {t('bootstrapping.continue')}
      </Button>
    </section>
  );
}
