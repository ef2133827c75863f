import DOMPurify from 'dompurify';

// Every HTML that comes from config is sanitised before it is shown. The server has sanitised it
// already, as positions are stored and as config loads; the browser does it again. Rendering on the
// server (decision 014) there is no DOM for DOMPurify, and the HTML is the server's own sanitised
// copy.
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return html;
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export type SanitizedHtmlProps = { html: string; className?: string };

export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  // Safe: the HTML went through DOMPurify just above.
  // Config HTML is written in one language whatever the UI language: let it pick its direction.
  return (
    <div
      dir="auto"
      className={className}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
