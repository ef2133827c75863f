import { useTranslation } from 'react-i18next';
import { FORMS_NS, useFormsNamespace } from '../i18n/forms-namespace';

/** The fetching state; announced as "Loading" (once the catalog is there: never its key). */
export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation(FORMS_NS);
  const ready = useFormsNamespace();
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`${size === 'small' ? 'size-4 border-2' : 'size-8 border-[3px]'} inline-block rounded-full border-primary/25 border-t-primary motion-safe:animate-spin`}
      />
      <span className="sr-only">{ready ? t('loading') : null}</span>
    </span>
  );
}
