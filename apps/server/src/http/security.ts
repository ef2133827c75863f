import type { FastifyInstance } from 'fastify';

// A CSP the built app runs under: its own scripts only; inline styles for theme variables;
// images also from https (logos and hero images may be hosted elsewhere). `connectOrigins` are
// the other origins a group's pages may call: its crash-reporting sink, when configured;
// `scriptOrigins` those its head scripts come from (scriptConfig.pageLoadHeadScripts), by origin
// only, so no inline script ever runs.
export function contentSecurityPolicy(
  isHttps: boolean,
  connectOrigins: readonly string[] = [],
  scriptOrigins: readonly string[] = [],
): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  // Over plain http (localhost) upgrading would break every asset.
  if (isHttps) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

// The headers helmet would send, computed once: they never vary by request, and building them
// per request cost a measurable share of the /careers budget (5 ms p99 at 8 clients).
export function securityHeaders(isHttps: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(isHttps),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(isHttps ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, isHttps: boolean): void {
  const headers = securityHeaders(isHttps);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
