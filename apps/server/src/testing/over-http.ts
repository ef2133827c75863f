import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Injector } from './test-app';

type Cookie = { name: string; value: string; maxAge?: number };

function parseSetCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';');
  const at = pair.indexOf('=');
  const cookie: Cookie = { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.trim().split('=');
    if (key.toLowerCase() === 'max-age') cookie.maxAge = Number(value);
  }
  return cookie;
}

// A visitor's requests to a real server process (testing/test-app.ts `Visitor`), answered in the
// shape app.inject answers in, so the same visitor and helpers drive either.
export function overHttp(origin: string): Injector {
  return {
    inject: async (options: InjectOptions & { url: string }) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(options.headers ?? {})) {
        if (value !== undefined) headers.set(name, String(value));
      }
      let body: BodyInit | undefined;
      const payload = options.payload;
      if (Buffer.isBuffer(payload)) body = new Uint8Array(payload);
      else if (typeof payload === 'string') body = payload;
      else if (payload !== undefined) {
        body = JSON.stringify(payload);
        headers.set('content-type', 'application/json');
      }
      const response = await fetch(`${origin}${options.url}`, {
        method: options.method ?? 'GET',
        headers,
        body,
        redirect: 'manual',
      });
      const raw = Buffer.from(await response.arrayBuffer());
      const text = raw.toString();
      const answer = {
        statusCode: response.status,
        headers: Object.fromEntries(response.headers),
        cookies: response.headers.getSetCookie().map(parseSetCookie),
        body: text,
        rawPayload: raw,
        payload: text,
        json: () => JSON.parse(text) as unknown,
      };
      // The fields a visitor and the tests read; the rest of inject's answer is not needed.
      return answer as unknown as LightMyRequestResponse;
    },
  };
}
