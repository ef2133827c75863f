import { useTranslation } from '../../shared/i18n/use-translation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { SanitizedHtml } from '../../shared/ui/sanitized-html';
import { FOCUS_RING } from '../../shared/ui/button';
import { Link } from '../../shared/ui/link';
import { useInternalLink } from '../../shared/url/use-internal-link';

// Custom HTML, the page about automation and the candidate's data, then the powered-by line
// unless hidden.
export function SiteFooter() {
  const { t } = useTranslation();
  const footer = useBootData().configs.pcsxConfig.branding.customPageSections.footer;
  const internalLink = useInternalLink();
  return (
    <footer className="mt-12 border-t border-ink/10 bg-surface">
      <div className="mx-auto flex max-w-[1440px] flex-col gap-2 px-4 py-6 text-sm text-ink/80 [&_a]:text-primary [&_a]:underline">
        {footer.html ? <SanitizedHtml html={footer.html} /> : null}
        <p>
          <Link href={internalLink('/careers/automation')} className={FOCUS_RING}>
            {t('footer.automation')}
          </Link>
        </p>
        {footer.hidePoweredBy ? null : <p>{t('footer.poweredBy')}</p>}
      </div>
    </footer>
  );
}
