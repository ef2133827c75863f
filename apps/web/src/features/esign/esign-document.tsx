import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { loadChunk } from '../../shared/lazy/load-chunk';
import { DocumentPlaceholder } from './document-placeholder';

const EsignPdf = lazy(() =>
  loadChunk(() => import('./esign-pdf')).then((module) => ({ default: module.EsignPdf })),
);

export type EsignDocumentProps = { pdfBase64: string; title: string };

/** The document to sign, drawn by the form toolkit's PDF viewer. */
export function EsignDocument({ pdfBase64, title }: EsignDocumentProps) {
  const { t } = useTranslation();
  return (
    <ViewerBoundary fallback={<p className="text-sm text-red-800">{t('esign.review.failed')}</p>}>
      <Suspense fallback={<DocumentPlaceholder />}>
        <EsignPdf pdfBase64={pdfBase64} title={title} />
      </Suspense>
    </ViewerBoundary>
  );
}

type ViewerBoundaryProps = { fallback: ReactNode; children: ReactNode };

// The viewer's chunk may fail to load twice (loadChunk reloads the page once); the failure then
// stays in the document's place instead of taking the whole widget down.
class ViewerBoundary extends Component<ViewerBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
