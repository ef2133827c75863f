// What the auth module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of auth/ (decision 030); tests may reach further.

// Data access other modules need, handed out deliberately:
export { loadOrCreateSecret } from './app-secret.repository';
export { toBootUser } from './auth.service';
export { anonCookieName, cookieOptions, sessionCookieName } from './cookies';
export { anonymousCsrfToken, ensureAnonCookie, issueAnonymousCsrfCookie } from './csrf';
export { enforceRateLimit, RATE_LIMITS } from './rate-limit.service';
export type { RateLimitRule } from './rate-limit.service';
export { findGroup, sessionFor } from './request-context';
export { requestScope } from './request-scope';
export type { CandidateScope, RequestScope } from './request-scope';
export { requireActive } from './session.service';
export type { SessionState } from './session.service';
