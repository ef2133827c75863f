import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormsNamespace, FORMS_NS } from '../i18n/forms-namespace';
import { SanitizedHtml } from '../ui/sanitized-html';

export type HtmlBlock = {
  id: string;
  heading: string;
  /** HTML from the employer: sanitised before it is shown. */
  description: string;
  image?: string;
  actions?: ReactNode;
};

/** HTMLForm: read-only blocks, each with a heading, a description, an image, actions. */
export function HTMLForm({
  blocks,
  headingLevel = 2,
}: {
  blocks: HtmlBlock[];
  headingLevel?: 2 | 3;
}) {
  const ready = useFormsNamespace();
  const { t } = useTranslation(FORMS_NS);
  if (!ready) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-8">
      {blocks.map((block) => (
        <section
          key={block.id}
          aria-labelledby={`${block.id}-heading`}
          className="flex flex-col gap-3 rounded-brand border border-ink/15 p-5"
        >
          <Heading id={`${block.id}-heading`} className="text-lg font-semibold">
            {block.heading}
          </Heading>
          {block.image && (
            <img
              src={block.image}
              alt={t('formImageAlt')}
              width={400}
              height={200}
              className="h-auto w-full max-w-[400px] rounded-brand object-cover"
            />
          )}
          <SanitizedHtml
            html={block.description}
            className="flex flex-col gap-2 text-sm leading-relaxed [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
          />
          {block.actions && <div className="flex flex-wrap justify-end gap-3">{block.actions}</div>}
        </section>
      ))}
    </div>
  );
}
