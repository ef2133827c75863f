import type { QuestionItem } from '../../core/types';
import { ReadMore } from '../ui/read-more';
import { SanitizedHtml } from '../ui/sanitized-html';

// Instructions taller than 150 px fold behind "Read more" (the wrapper's own default is 400).
const READ_MORE_MAX_HEIGHT = 150;

/** An instruction: a title and HTML text, folded when long. It has no value. */
export function InstructionItem({ item }: { item: QuestionItem; name: string }) {
  const options = item.instructionOptions ?? {};
  const height = options.readMoreMaxHeight;
  return (
    <div data-question={item.name} className="flex flex-col gap-2 rounded-brand bg-primary/5 p-4">
      {item.label && <p className="font-semibold">{item.label}</p>}
      <ReadMore
        maxHeight={typeof height === 'number' && height > 0 ? height : READ_MORE_MAX_HEIGHT}
        enabled={options.showReadMoreButton !== false}
        fadeColor="color-mix(in srgb, var(--color-primary) 5%, var(--color-surface))"
      >
        <SanitizedHtml
          html={item.help ?? ''}
          className="flex flex-col gap-2 text-sm leading-relaxed"
        />
      </ReadMore>
    </div>
  );
}
