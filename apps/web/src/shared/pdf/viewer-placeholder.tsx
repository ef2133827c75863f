import { useTranslation } from '../i18n/use-translation';

/** Where a document or the e-sign field appears while its code loads. */
export function ViewerPlaceholder() {
  const { t } = useTranslation();
  return (
    <div
      aria-busy="true"
      className="flex h-64 w-full max-w-2xl animate-pulse items-center justify-center rounded-brand bg-ink/5 motion-reduce:animate-none"
    >
      <span className="text-sm text-ink/70">{t('pdf.loadingViewer')}</span>
    </div>
  );
}
