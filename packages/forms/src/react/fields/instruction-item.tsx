import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from '../../core/types';
import { FORMS_NS } from '../i18n/forms-namespace';
import { BUTTON } from '../ui/classes';
import { SanitizedHtml } from '../ui/sanitized-html';

// Instructions taller than 150 px fold behind "Read more".
const READ_MORE_MAX_HEIGHT = 150;

/** An instruction: a title and HTML text, folded when long. It has no value. */
export function InstructionItem({ item }: { item: QuestionItem; name: string }) {
  const { t } = useTranslation(FORMS_NS);
  const contentId = useId();
  const content = useRef<HTMLDivElement>(null);
  const options = item.instructionOptions ?? {};
  const maxHeight = options.readMoreMaxHeight ?? READ_MORE_MAX_HEIGHT;
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const element = content.current;
    if (!element || options.showReadMoreButton === false) return;
    const measure = () => {
      setTall(element.scrollHeight > maxHeight);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [maxHeight, options.showReadMoreButton]);

  const folded = tall && !expanded;
  return (
    <div data-question={item.name} className="flex flex-col gap-2 rounded-brand bg-primary/5 p-4">
      {item.label && <p className="font-semibold">{item.label}</p>}
      <div
        id={contentId}
        ref={content}
        className={`relative overflow-hidden ${folded ? 'after:absolute after:inset-x-0 after:bottom-0 after:h-10 after:bg-gradient-to-t after:from-[color-mix(in_srgb,var(--color-primary)_5%,var(--color-surface))]' : ''}`}
        style={folded ? { maxHeight } : undefined}
      >
        <SanitizedHtml
          html={item.help ?? ''}
          className="flex flex-col gap-2 text-sm leading-relaxed"
        />
      </div>
      {tall && (
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
    </div>
  );
}
