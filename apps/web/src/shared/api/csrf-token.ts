// DESIGN §5: the page carries the token in <meta name="csrf-token">; a response may rotate it.
const META_SELECTOR = 'meta[name="csrf-token"]';

export function readCsrfToken(): string | null {
  return document.querySelector<HTMLMetaElement>(META_SELECTOR)?.content ?? null;
}

export function replaceCsrfToken(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>(META_SELECTOR);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.append(meta);
  }
  meta.content = token;
}
