import { z } from 'zod';
import { BootUserSchema } from './boot';
import { DomainSchema, dataEnvelope } from './http';

// DESIGN §5 passwordless login.
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const LOGIN_CODE_MAX_TRIES = 5;
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

const EmailSchema = z
  .email()
  .max(254)
  .transform((email) => email.trim().toLowerCase());

export const EmailCodeRequestSchema = z.object({ email: EmailSchema, domain: DomainSchema });
export type EmailCodeRequest = z.infer<typeof EmailCodeRequestSchema>;
export const EmailCodeResponseSchema = dataEnvelope(z.object({ sent: z.literal(true) }));

export const VerifyRequestSchema = z.object({
  email: EmailSchema,
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
  domain: DomainSchema,
});
export type VerifyRequest = z.infer<typeof VerifyRequestSchema>;
export const VerifyResponseSchema = dataEnvelope(z.object({ user: BootUserSchema }));

export const LogoutRequestSchema = z.object({ domain: DomainSchema });
export const LogoutResponseSchema = dataEnvelope(z.object({ loggedOut: z.literal(true) }));

// spec 2 §2 "Login redirect".
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

// `next` may only send the browser back to our own origin: a path, never //host or a scheme.
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
