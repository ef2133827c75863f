import { useTranslation } from '../../shared/i18n/use-translation';

/** The document's place while its viewer loads, tall enough that the page does not jump much. */
export function DocumentPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-64 w-full max-w-2xl items-center justify-center rounded-brand border border-ink/15 bg-ink/5 p-4 text-ink/70">
      {t('esign.review.loading')}
    </div>
  );
}
