import type { CookieSerializeOptions } from '@fastify/cookie';
import { isHttpsPublicUrl, type Env } from '../../env';

export const ANON_COOKIE = 'careers_anon';

// Decision 001 §5: `__Host-` + Secure behind https.
export function sessionCookieName(env: Pick<Env, 'PUBLIC_URL'>): string {
  return isHttpsPublicUrl(env) ? '__Host-careers_session' : 'careers_session';
}

// Every cookie we set: whole site, Lax, Secure behind https; HttpOnly unless script must read it
// (the visitor's CSRF cookie, decision 006).
export function cookieOptions(
  env: Pick<Env, 'PUBLIC_URL'>,
  options: { isReadableByScript?: boolean; maxAgeSeconds?: number } = {},
): CookieSerializeOptions {
  return {
    httpOnly: !options.isReadableByScript,
    sameSite: 'lax',
    path: '/',
    secure: isHttpsPublicUrl(env),
    ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
  };
}
