import DOMPurify from 'dompurify';

/** HTML from a form definition (help texts, blocks), sanitised before it is shown. */
function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  // Safe: the HTML went through DOMPurify just above; `dir="auto"` lets it pick its direction.
  return (
    <div
      dir="auto"
      className={className}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
