import sanitize from 'sanitize-html';

// Decision 011: position descriptions are sanitised on write with sanitize-html (an HTML parser,
// ≈ 0.2 ms a posting) rather than DOMPurify on jsdom (≈ 6 ms), so a 100,000-position import
// takes seconds, not minutes. The web sanitises again with DOMPurify before it shows them.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizePositionHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 32);
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

// The words of already-sanitised HTML, for the search engines (block ends become line breaks).
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<\/(p|h\d|li|div|tr|blockquote)>|<br\s*\/?>/gi, '\n');
  return decodeEntities(withBreaks.replace(/<[^>]*>/g, ' '))
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
