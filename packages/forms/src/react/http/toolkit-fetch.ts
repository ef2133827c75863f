// Every request the toolkit makes carries the CSRF token from the page's meta tag; a token a
// response returns replaces it (for the next request and for the page).
const HEADER = 'X-CSRF-Token';
let token: string | undefined;

function currentToken(): string {
  token ??= document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
  return token;
}

export async function toolkitFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(HEADER, currentToken());
  headers.set('Accept', 'application/json');
  const response = await fetch(url, { credentials: 'same-origin', ...init, headers });
  const rotated = response.headers.get(HEADER);
  if (rotated) {
    token = rotated;
    document
      .querySelector<HTMLMetaElement>('meta[name="csrf-token"]')
      ?.setAttribute('content', rotated);
  }
  return response;
}

/** Forgets the remembered token (tests). */
export function resetToolkitToken(): void {
  token = undefined;
}
