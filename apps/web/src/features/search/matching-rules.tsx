import { useTranslation } from '../../shared/i18n/use-translation';

// What counts in a match and what never does, as the match panel and the page say it.
export function MatchingRules() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('match.how.skills')}</p>
      <p>{t('match.how.experience')}</p>
      <p>{t('match.how.location')}</p>
      <p>{t('match.how.education')}</p>
      <p>{t('match.how.notUsed')}</p>
    </>
  );
}
