import { useLayoutEffect } from 'react';
import { vi } from 'vitest';
import type * as FormsReact from '@careers/forms/react';
import type { EsignMessageType } from './offer-viewers';

// Stand-ins for @careers/forms/react in the offers tests: pdf.js and the e-sign widget are out of
// jsdom's reach, so these show what they were given, and let a test speak for the widget.
// Use: vi.mock('@careers/forms/react', () => import('./offers-test-viewers')).

// What the shell draws from the toolkit is the real thing (the site's banner), and so is the
// frame's size the page reserves while the frame loads.
const actual = await vi.importActual<typeof FormsReact>('@careers/forms/react');
export const { ImplementationBanner, ESIGN_FRAME_HEIGHT, ESIGN_FRAME_WIDTH } = actual;

type Listener = (message: { type: EsignMessageType }) => void;
const widget: { listener: Listener } = { listener: () => undefined };

/** What the e-sign widget posts to its host page (ESIGN or REJECT). */
export function postFromEsignWidget(type: EsignMessageType): void {
  widget.listener({ type });
}

export function useFormsNamespace(): boolean {
  return true;
}

// There is no pdf.js to fetch in jsdom.
export function preloadPdfViewer(): void {}

export function PdfViewer(props: { bytes?: string; url?: string; title: string }) {
  return (
    <div role="document" aria-label={props.title} data-bytes={props.bytes} data-url={props.url} />
  );
}

export function EsignFrame(props: {
  src: string;
  title: string;
  onMessage: (message: { type: EsignMessageType }) => void;
}) {
  const { onMessage } = props;
  // Listening by the time the frame is in the document, as a test sees it: a passive effect may
  // run after a loaded machine's test has already posted its message.
  useLayoutEffect(() => {
    widget.listener = onMessage;
  }, [onMessage]);
  return <iframe src={props.src} title={props.title} />;
}
