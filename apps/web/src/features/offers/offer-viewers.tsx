import { EsignFrame, PdfViewer, useFormsNamespace } from '@careers/forms/react';
import { useTranslation } from 'react-i18next';
import { ViewerPlaceholder } from './viewer-placeholder';

// The one module of the offers area that reaches @careers/forms/react (pdf.js, the e-sign frame);
// lazy-offer-viewers.tsx loads it only on the pages that show a document.

export type OfferPdfProps = { bytes?: string | null; url?: string | null; title: string };

export function OfferPdf({ bytes, url, title }: OfferPdfProps) {
  // The viewer's own words (page alt texts, its error) are in the toolkit's catalog.
  const isReady = useFormsNamespace();
  if (!isReady) return <ViewerPlaceholder />;
  return <PdfViewer bytes={bytes ?? undefined} url={url ?? undefined} title={title} />;
}

export type EsignMessageType = 'ESIGN' | 'REJECT';

export type OfferEsignProps = {
  src: string;
  title: string;
  onMessage: (message: { type: EsignMessageType }) => void;
};

// The widget speaks the page's language: its address carries it as `hl`, as pages do.
export function withLanguage(src: string, language: string): string {
  const url = new URL(src, window.location.href);
  url.searchParams.set('hl', language);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}

export function OfferEsign({ src, title, onMessage }: OfferEsignProps) {
  const { i18n } = useTranslation();
  return <EsignFrame src={withLanguage(src, i18n.language)} title={title} onMessage={onMessage} />;
}
