import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CSRF_COOKIE,
  emailCodeCall,
  HEADER_CSRF_TOKEN,
  mailboxCall,
  verifyCall,
} from '@careers/contracts';

// A candidate's browser for the call benchmarks (notifications.ts, applications.ts): its own
// keep-alive connection and cookies, requests as the app sends them, and login through the
// real calls with the code from the dev mailbox (demo mode).

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
// `address`: the candidate's own address, sent as X-Forwarded-For (a server behind a proxy,
// TRUST_PROXY), so per-address limits count each simulated candidate apart.
export type Browser = { agent: http.Agent; cookies: Map<string, string>; address?: string };

export function newBrowser(agent = new http.Agent({ keepAlive: true }), address?: string): Browser {
  return { agent, cookies: new Map(), ...(address === undefined ? {} : { address }) };
}

export function cookieHeader(browser: Browser): string {
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

function keepCookies(browser: Browser, headers: http.IncomingHttpHeaders): void {
  for (const line of headers['set-cookie'] ?? []) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const isDeleted = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (isDeleted) browser.cookies.delete(name);
    else browser.cookies.set(name, pair.slice(separator + 1).trim());
  }
}

// A request as the browser sends it; the answer's cookies are kept. The latency (ms) is from
// sending to the last byte of the answer.
export function send(
  browser: Browser,
  url: URL,
  // `json` is sent as JSON; `body` as it is, its content type among `headers`.
  options: {
    method?: string;
    headers?: Record<string, string>;
    json?: unknown;
    body?: Buffer;
  } = {},
): Promise<Answer & { latencyMs: number }> {
  return new Promise((resolve, reject) => {
    const payload = options.json === undefined ? options.body : JSON.stringify(options.json);
    const started = performance.now();
    const request = http.request(
      url,
      {
        agent: browser.agent,
        method: options.method ?? 'GET',
        headers: {
          cookie: cookieHeader(browser),
          'accept-encoding': 'br, gzip',
          'accept-language': 'en',
          ...(browser.address === undefined ? {} : { 'x-forwarded-for': browser.address }),
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', reject);
        response.once('end', () => {
          const latencyMs = performance.now() - started;
          keepCookies(browser, response.headers);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            latencyMs,
          });
        });
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

export function decode({ headers, body }: Answer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

export function failure(what: string, answer: Answer): string {
  return `${what} answered ${answer.status}: ${decode(answer).slice(0, 400)}`;
}

// Every answer is `{ data: … }` (registerCall, apps/server/src/http/call-route.ts), snake_case.
export function dataOf(what: string, answer: Answer): unknown {
  if (answer.status !== 200) throw new Error(failure(what, answer));
  return (JSON.parse(decode(answer)) as { data: unknown }).data;
}

export async function waitFor<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type Mail = { to: string; subject: string; text: string };

// The dev mailbox (demo mode), read without the candidate's cookies.
export async function readMailbox(agent: http.Agent, baseUrl: string): Promise<Mail[]> {
  const reader = newBrowser(agent);
  return dataOf(mailboxCall.path, await send(reader, new URL(mailboxCall.path, baseUrl))) as Mail[];
}

// Logs in through the login form's calls. Returns the session's CSRF token.
export async function logIn(
  browser: Browser,
  baseUrl: string,
  email: string,
  domain: string,
): Promise<string> {
  const page = await send(browser, new URL(`/careers?domain=${domain}`, baseUrl));
  if (page.status !== 200) throw new Error(failure('GET /careers', page));
  const visitorToken = browser.cookies.get(CSRF_COOKIE);
  if (!visitorToken) throw new Error(`GET /careers set no ${CSRF_COOKIE} cookie`);
  const post = (callPath: string, json: unknown) =>
    send(browser, new URL(callPath, baseUrl), {
      method: 'POST',
      json,
      headers: { [HEADER_CSRF_TOKEN]: visitorToken },
    });
  // A reused data folder (BENCH_DATA_DIR) holds the codes of earlier runs: wait for a new one.
  const codesIn = async () =>
    (await readMailbox(browser.agent, baseUrl))
      .filter((message) => message.to === email)
      .map((message) => /Your code is (\d{6})/.exec(message.text)?.[1]);
  const earlier = new Set(await codesIn());
  dataOf(`POST ${emailCodeCall.path}`, await post(emailCodeCall.path, { email, domain }));
  const code = await waitFor('the login code', 15_000, async () =>
    (await codesIn()).find((found) => found !== undefined && !earlier.has(found)),
  );
  const verified = await post(verifyCall.path, { email, code, domain });
  dataOf(`POST ${verifyCall.path}`, verified);
  const sessionToken = verified.headers[HEADER_CSRF_TOKEN];
  if (typeof sessionToken !== 'string' || sessionToken === '') {
    throw new Error(`${verifyCall.path} answered no ${HEADER_CSRF_TOKEN}`);
  }
  return sessionToken;
}
