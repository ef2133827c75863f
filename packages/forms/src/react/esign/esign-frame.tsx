import { useEffect, useRef } from 'react';
import { ESIGN_FRAME_HEIGHT, ESIGN_FRAME_WIDTH } from './esign-frame-size';

export type EsignMessage = { type: 'ESIGN' | 'REJECT'; [key: string]: unknown };

/** The widget's public path on a custom domain, with wid and hosted. */
export function esignFrameUrl(properties: {
  url?: string;
  customDomain?: string;
  wid?: string;
  hosted?: boolean;
}): string | undefined {
  if (properties.customDomain) {
    const url = new URL(`https://${properties.customDomain}/esign/embed`);
    if (properties.wid) url.searchParams.set('wid', properties.wid);
    url.searchParams.set('hosted', String(properties.hosted ?? false));
    return url.toString();
  }
  return properties.url;
}

/**
 * The e-sign frame: messages count only from the frame itself, on its own origin; ESIGN signs,
 * REJECT declines.
 */
export function EsignFrame({
  src,
  title,
  onMessage,
}: {
  src: string;
  title: string;
  onMessage: (message: EsignMessage) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    const origin = new URL(src, window.location.href).origin;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (data && (data.type === 'ESIGN' || data.type === 'REJECT'))
        handler.current(data as EsignMessage);
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
    };
  }, [src]);

  return (
    <div
      className="w-full overflow-hidden rounded-brand border border-ink/15"
      style={{ maxWidth: ESIGN_FRAME_WIDTH }}
    >
      <iframe
        ref={frame}
        src={src}
        title={title}
        width={ESIGN_FRAME_WIDTH}
        height={ESIGN_FRAME_HEIGHT}
        className="block h-auto w-full bg-white"
        style={{ aspectRatio: `${ESIGN_FRAME_WIDTH} / ${ESIGN_FRAME_HEIGHT}` }}
      />
    </div>
  );
}
