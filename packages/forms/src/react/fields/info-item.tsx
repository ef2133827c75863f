import { lazy, Suspense } from 'react';
import type { QuestionItem } from '../../core/types';
import { SanitizedHtml } from '../ui/sanitized-html';
import { Spinner } from '../ui/spinner';

// pdf.js is large: it loads only when an info item carries a PDF.
const PdfViewer = lazy(() =>
  import('../pdf/pdf-viewer').then((module) => ({ default: module.PdfViewer })),
);

/** An info item: a title, HTML text and, with `additionalProperties.bytes` or `.url`, a PDF. */
export function InfoItem({ item }: { item: QuestionItem; name: string }) {
  const pdf = item.additionalProperties;
  return (
    <div data-question={item.name} className="flex flex-col gap-2">
      {item.label && <p className="font-semibold">{item.label}</p>}
      {item.help && (
        <SanitizedHtml html={item.help} className="flex flex-col gap-2 text-sm text-ink/85" />
      )}
      {(pdf?.bytes || pdf?.url) && (
        <Suspense fallback={<Spinner />}>
          <PdfViewer bytes={pdf.bytes} url={pdf.url} title={item.label ?? ''} />
        </Suspense>
      )}
    </div>
  );
}
