import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from '../../shared/ui/link';
import { useBootData } from '../../shared/boot/boot-data-context';
import { FOCUS_RING } from '../../shared/ui/button';
import { useInternalLink } from '../../shared/url/use-internal-link';

const LINK = `font-medium text-primary underline-offset-4 hover:underline ${FOCUS_RING}`;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Uses({ children }: { children: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-ink/80">
      <span className="font-medium">{t('automation.uses')}</span> {children}
    </p>
  );
}

/**
 * /careers/automation: what on the site is automated, what data each part reads, that the employer
 * does not see the match, and how to correct it or turn it off (docs/product/match-and-chat.md).
 * Open to everyone, so anyone can read it before logging in.
 */
export function AutomationPage() {
  const { t } = useTranslation();
  const { companyName, chatUsesLanguageModel } = useBootData();
  const internalLink = useInternalLink();
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('automation.title')}</h1>
        <p className="text-lg text-ink/80">{t('automation.intro', { company: companyName })}</p>
      </header>
      <section aria-labelledby="automation-what" className="flex flex-col gap-5">
        <h2 id="automation-what" className="text-xl font-semibold">
          {t('automation.whatTitle')}
        </h2>
        <Part id="automation-match" title={t('automation.match.title')}>
          <p>{t('automation.match.what')}</p>
          <Uses>{t('automation.match.data')}</Uses>
        </Part>
        <Part id="automation-recommended" title={t('automation.recommended.title')}>
          <p>{t('automation.recommended.what')}</p>
          <Uses>{t('automation.recommended.data')}</Uses>
        </Part>
        <Part id="automation-chat" title={t('automation.chat.title')}>
          <p>{t('automation.chat.what')}</p>
          <p>{chatUsesLanguageModel ? t('automation.chat.model') : t('automation.chat.offline')}</p>
          <Uses>{t('automation.chat.data')}</Uses>
          {chatUsesLanguageModel ? <p>{t('automation.chat.modelData')}</p> : null}
        </Part>
        <Part id="automation-alerts" title={t('automation.alerts.title')}>
          <p>{t('automation.alerts.what')}</p>
          <Uses>{t('automation.alerts.data')}</Uses>
        </Part>
      </section>
      <section aria-labelledby="automation-employer" className="flex flex-col gap-3">
        <h2 id="automation-employer" className="text-xl font-semibold">
          {t('automation.employerTitle')}
        </h2>
        <p>{t('automation.employer', { company: companyName })}</p>
      </section>
      <section aria-labelledby="automation-correct" className="flex flex-col gap-3">
        <h2 id="automation-correct" className="text-xl font-semibold">
          {t('automation.correctTitle')}
        </h2>
        <p>{t('automation.correct')}</p>
        <ul className="flex flex-col gap-2">
          <li>
            <Link href={internalLink('/careers/profile')} className={LINK}>
              {t('automation.toProfile')}
            </Link>
          </li>
          <li>
            <Link href={internalLink('/careers/how-matching-works')} className={LINK}>
              {t('automation.toHowMatching')}
            </Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="automation-off" className="flex flex-col gap-3">
        <h2 id="automation-off" className="text-xl font-semibold">
          {t('automation.offTitle')}
        </h2>
        <p>{t('automation.off')}</p>
        <p>
          <Link href={internalLink('/careers/settings')} className={LINK}>
            {t('automation.toSettings')}
          </Link>
        </p>
        <p>{t('automation.offChat')}</p>
        <p>{t('automation.offAlerts')}</p>
        <p>
          <Link href={internalLink('/careers/job-alerts')} className={LINK}>
            {t('automation.toAlerts')}
          </Link>
        </p>
      </section>
    </article>
  );
}
