import type { CookieSerializeOptions } from '@fastify/cookie';
import { csrfCookieName, HOST_COOKIE_PREFIX } from '@careers/contracts';
import { isHttpsPublicUrl, type Env } from '../../env';

const ANON_COOKIE = 'careers_anon';

// Decision 001 §5: every cookie `__Host-` + Secure behind https.
function cookieName(env: Pick<Env, 'PUBLIC_URL'>, name: string): string {
  return isHttpsPublicUrl(env) ? `${HOST_COOKIE_PREFIX}${name}` : name;
}

export function sessionCookieName(env: Pick<Env, 'PUBLIC_URL'>): string {
  return cookieName(env, 'careers_session');
}

export function anonCookieName(env: Pick<Env, 'PUBLIC_URL'>): string {
  return cookieName(env, ANON_COOKIE);
}

export function csrfCookieNameOf(env: Pick<Env, 'PUBLIC_URL'>): string {
  return csrfCookieName(isHttpsPublicUrl(env));
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
