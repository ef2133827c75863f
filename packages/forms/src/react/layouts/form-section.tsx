import type { FormSection as Section } from '../../core/types';
import { Question } from '../engine/question';
import { useSectionVisible } from '../engine/use-visibility';

/** A titled section of questions; not rendered when all of them are hidden. */
export function FormSection({
  section,
  id,
  headingLevel = 2,
}: {
  section: Section;
  id?: string;
  headingLevel?: 2 | 3;
}) {
  const items = Array.isArray(section.items) ? section.items : [];
  const visible = useSectionVisible(items);
  if (!visible) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // An untitled section (a form in a dialog that names it already) shows its questions only.
  const hasTitle = typeof section.title === 'string' && section.title !== '';
  const headingId = id && hasTitle ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className="flex flex-col gap-5" data-section={id}>
      {(hasTitle || section.description) && (
        <div className="flex flex-col gap-1">
          {hasTitle && (
            <Heading id={headingId} className="text-lg font-semibold">
              {section.title}
            </Heading>
          )}
          {section.description && <p className="text-sm text-ink/75">{section.description}</p>}
        </div>
      )}
      {items.map((item) => (
        <Question key={item.name} item={item} />
      ))}
    </section>
  );
}
