import { useTranslation } from 'react-i18next';
import { FORMS_NS, useFormsNamespace } from '../i18n/forms-namespace';

/**
 * A full-screen, semi-transparent layer with a spinner while a form saves; it takes every click
 * (the cursor says not-allowed) until it goes.
 */
export function FullScreenLoader({ isVisible }: { isVisible: boolean }) {
  const { t } = useTranslation(FORMS_NS);
  const ready = useFormsNamespace();
  if (!isVisible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className="fixed inset-0 z-[1000] flex cursor-not-allowed items-center justify-center bg-surface/70"
    >
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-4 border-primary/25 border-t-primary motion-safe:animate-spin"
      />
      <span className="sr-only">{ready ? t('loading') : null}</span>
    </div>
  );
}
