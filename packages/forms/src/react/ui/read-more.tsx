import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS, useFormsNamespace } from '../i18n/forms-namespace';
import { BUTTON } from './classes';

/** The wrapper's own fold height: 400 px (docs/product/forms-toolkit.md, Constants). */
export const READ_MORE_WRAPPER_MAX_HEIGHT = 400;

/**
 * Content taller than `maxHeight` px (default 400) folds, with a fade and a "Read more" / "Read
 * less" button; shorter content, or `enabled={false}`, never folds. The fade ends in
 * `--read-more-fade` (default the surface colour), so it matches the background it sits on.
 */
export function ReadMore({
  children,
  maxHeight = READ_MORE_WRAPPER_MAX_HEIGHT,
  enabled = true,
  fadeColor,
}: {
  children: ReactNode;
  maxHeight?: number;
  enabled?: boolean;
  /** A CSS colour the fade ends in (the background behind the content). */
  fadeColor?: string;
}) {
  const { t } = useTranslation(FORMS_NS);
  // The button's words come from the catalog: until it has loaded the content shows folded, with
  // no button to name.
  const ready = useFormsNamespace();
  const contentId = useId();
  const content = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const height =
    Number.isFinite(maxHeight) && maxHeight > 0 ? maxHeight : READ_MORE_WRAPPER_MAX_HEIGHT;

  useLayoutEffect(() => {
    const element = content.current;
    if (!element || !enabled) return;
    const measure = () => {
      setTall(element.scrollHeight > height);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [height, enabled]);

  const foldable = enabled && tall;
  const folded = foldable && !expanded;
  return (
    <>
      <div
        id={contentId}
        ref={content}
        className={`relative overflow-hidden ${folded ? 'after:absolute after:inset-x-0 after:bottom-0 after:h-10 after:bg-gradient-to-t after:from-(--read-more-fade)' : ''}`}
        style={{
          ...(folded ? { maxHeight: height } : {}),
          ['--read-more-fade' as string]: fadeColor ?? 'var(--color-surface)',
        }}
      >
        {children}
      </div>
      {foldable && ready && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => {
            setExpanded((open) => !open);
          }}
          className={`${BUTTON.link} self-start text-sm`}
        >
          {expanded ? t('readLess') : t('readMore')}
        </button>
      )}
    </>
  );
}
