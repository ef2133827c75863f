import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FORMS_NS, useFormsNamespace } from '../i18n/forms-namespace';

/**
 * A full-screen, semi-transparent layer with a spinner while a page waits on a call it cannot
 * leave (submitting an application, signing). It takes every click (the cursor says not-allowed)
 * and, with the rest of the page made inert, every key too, until it goes.
 */
export function FullScreenLoader({ isVisible }: { isVisible: boolean }) {
  const { t } = useTranslation(FORMS_NS);
  const ready = useFormsNamespace();
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!layer) return undefined;
    return makeOthersInert(layer);
  }, [layer]);
  if (!isVisible) return null;
  return createPortal(
    <div
      ref={setLayer}
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
    </div>,
    document.body,
  );
}

// Everything on the page beside the layer: inert (no focus, no keys, no clicks) until it goes;
// what was inert already stays so.
function makeOthersInert(layer: HTMLElement): () => void {
  const others = [...document.body.children].filter(
    (element) => element !== layer && !element.hasAttribute('inert'),
  );
  for (const element of others) element.setAttribute('inert', '');
  return () => {
    for (const element of others) element.removeAttribute('inert');
  };
}
