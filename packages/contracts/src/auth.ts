import { z } from 'zod';
import { BootUserSchema } from './boot';
import { defineCall } from './call';
import { DomainSchema } from './http';

// Passwordless login (docs/product/shell-and-gates.md).
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const LOGIN_CODE_MAX_TRIES = 5;
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

const EmailSchema = z
  .email()
  .max(254)
  .transform((email) => email.trim().toLowerCase());

export const emailCodeCall = defineCall({
  method: 'POST',
  path: '/api/auth/email_code',
  body: z.object({ email: EmailSchema, domain: DomainSchema }),
  response: z.object({ sent: z.literal(true) }),
});

export const verifyCall = defineCall({
  method: 'POST',
  path: '/api/auth/verify',
  body: z.object({
    email: EmailSchema,
    code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
    domain: DomainSchema,
  }),
  response: z.object({ user: BootUserSchema }),
});

export const logoutCall = defineCall({
  method: 'POST',
  path: '/api/auth/logout',
  body: z.object({ domain: DomainSchema }),
  response: z.object({ loggedOut: z.literal(true) }),
});

// The login redirect (docs/product/shell-and-gates.md).
export type CandidateLoginParams = {
  domain: string;
  pids?: readonly string[];
  microsite?: string | null;
  hl?: string | null;
  next?: string | null;
};

export function buildCandidateLoginUrl(params: CandidateLoginParams): string {
  const search = new URLSearchParams({ domain: params.domain });
  if (params.pids && params.pids.length > 0) search.set('pid', params.pids.join(','));
  if (params.microsite) search.set('microsite', params.microsite);
  if (params.hl) search.set('hl', params.hl);
  if (params.next) search.set('next', params.next);
  return `/candidate/login?${search.toString()}`;
}

// A same-origin path that no browser reads as another host: not `//host`, not `/\\host`, no
// control characters (the URL parser drops tabs and newlines).
function isPlainPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !hasControlCharacter(path)
  );
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function decodeOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

// `next` may only send the browser back to our own origin. The check holds for what is
// returned — the normalised path (`/.//host` normalises to `//host`) — and for that path decoded
// once more, so no later decoding can turn it into another host.
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !isPlainPath(next)) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://same.origin');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.origin') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const decoded = decodeOnce(url.pathname);
  if (!isPlainPath(path) || decoded === null || !isPlainPath(decoded)) return null;
  return path;
}
