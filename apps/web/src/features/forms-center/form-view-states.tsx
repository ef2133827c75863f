import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Card } from '../../shared/ui/card';
import { LinkButton } from '../../shared/ui/link';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLoginPrompt } from '../../shared/session/login-prompt';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useInternalLink } from '../../shared/url/use-internal-link';

function StateCard({
  heading,
  text,
  children,
}: {
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card
      as="section"
      aria-labelledby="form-state-heading"
      padding="wide"
      className="mx-auto flex w-full max-w-3xl flex-col items-start gap-3"
    >
      <h1 id="form-state-heading" className="text-2xl font-semibold">
        {heading}
      </h1>
      <p className="text-ink/80">{text}</p>
      {children}
    </Card>
  );
}

/** The forms center, keeping the page's pass-through parameters but not the form's id. */
export function useFormsCenterLink(): string {
  const internalLink = useInternalLink();
  return internalLink('/careers/forms/center', { form_id: null });
}

/** No form_id, one that is not a form's id, or a 404. */
export function FormMissing() {
  const { t } = useTranslation();
  const centerLink = useFormsCenterLink();
  return (
    <StateCard heading={t('formsCenter.view.notFound')} text={t('formsCenter.view.notFoundHint')}>
      <LinkButton href={centerLink} className="w-fit">
        {t('formsCenter.view.goToCenter')}
      </LinkButton>
    </StateCard>
  );
}

/** A form that is not public, asked for by a visitor: the login modal opens on arrival. */
export function FormLoginNeeded() {
  const { t } = useTranslation();
  const prompt = useLoginPrompt();
  const openLogin = useEffectEvent(() => {
    prompt.open();
  });
  useEffect(() => {
    openLogin();
  }, []);
  return (
    <StateCard
      heading={t('formsCenter.view.loginRequired')}
      text={t('formsCenter.view.loginRequiredHint')}
    >
      <Button
        onPress={() => {
          prompt.open();
        }}
      >
        {t('formsCenter.view.logIn')}
      </Button>
    </StateCard>
  );
}

export function FormLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateCard heading={t('formsCenter.view.loadError')} text={t('formsCenter.view.loadErrorHint')}>
      <InlineError error={error} />
      <Button variant="secondary" onPress={onRetry}>
        {t('formsCenter.retry')}
      </Button>
    </StateCard>
  );
}

export function FormViewSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <span className="sr-only">{t('formsCenter.view.loading')}</span>
      <div className="h-8 w-2/3 animate-pulse rounded-brand bg-ink/10" />
      <div className="h-5 w-1/3 animate-pulse rounded-brand bg-ink/5" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-16 animate-pulse rounded-brand bg-ink/5" />
      ))}
    </div>
  );
}
