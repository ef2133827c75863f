import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// HTML from config is sanitised before it reaches a page (the web sanitises again).
const purify = createDOMPurify(new JSDOM('').window);

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
}
