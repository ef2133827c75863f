import { useTranslation } from '../../shared/i18n/use-translation';
import { useBootData } from '../../shared/boot/boot-data-context';

export function JobsHeading() {
  const { t } = useTranslation();
  const { companyName } = useBootData();
  return (
    <h1 className="text-2xl font-semibold md:text-3xl">
      {t('jobs.heading', { company: companyName })}
    </h1>
  );
}
