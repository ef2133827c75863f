import { EsignFrame } from '@careers/forms/react';
import { useTranslation } from '../../shared/i18n/use-translation';

// The e-sign frame of @careers/forms/react; lazy-offer-viewers.tsx loads it only on the pages
// that sign a document (PDFs are drawn by shared/pdf).

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
