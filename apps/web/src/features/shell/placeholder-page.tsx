import { useTranslation } from '../../shared/i18n/use-translation';
import type { PageId } from '@careers/contracts/pages';

// Pages of later issues: the shell shows their heading until their area lands.
export function PlaceholderPage({ pageId }: { pageId: PageId }) {
  const { t } = useTranslation();
  return (
    <section className="py-6">
      <h1 className="text-2xl font-semibold">{t(`pages.${pageId}`)}</h1>
      <p className="mt-2 text-ink/70">{t('pages.comingSoon')}</p>
    </section>
  );
}
