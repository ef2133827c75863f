import { useTranslation } from '../../shared/i18n/use-translation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { SanitizedHtml } from '../../shared/ui/sanitized-html';

// Custom HTML, then the powered-by line unless hidden.
export function SiteFooter() {
  const { t } = useTranslation();
  const footer = useBootData().configs.pcsxConfig.branding.customPageSections.footer;
  return (
    <footer className="mt-12 border-t border-ink/10 bg-surface">
      <div className="mx-auto flex max-w-[1440px] flex-col gap-2 px-4 py-6 text-sm text-ink/80 [&_a]:text-primary [&_a]:underline">
        {footer.html ? <SanitizedHtml html={footer.html} /> : null}
        {footer.hidePoweredBy ? null : <p>{t('footer.poweredBy')}</p>}
      </div>
    </footer>
  );
}
