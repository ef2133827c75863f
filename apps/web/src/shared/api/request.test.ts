import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@careers/contracts/call';
import { request, requestWithMetadata, streamCall } from './request';
import { setRequestAlertHandler, type RequestAlert } from './request-alerts';
import { setRequestGroup } from './request-context';
import { RequestError } from './request-error';
import { readCsrfToken } from './csrf-token';

const Ok = z.object({ tosAttested: z.boolean() });
const readCall = defineCall({ method: 'GET', path: '/api/x', response: Ok });
const writeCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/terms_of_service',
  body: z.object({ domainName: z.string(), positionIds: z.array(z.number()) }),
  response: Ok,
});
const putCall = defineCall({
  method: 'PUT',
  path: '/api/x',
  body: z.object({ resumeFileName: z.string() }),
  response: Ok,
});
const deleteCall = defineCall({
  method: 'DELETE',
  path: '/api/x',
  body: z.object({ positionIds: z.array(z.number()) }),
  response: Ok,
});
const searchCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/search',
  query: z.object({
    positionId: z.number(),
    query: z.string(),
    start: z.number(),
    isRemote: z.boolean(),
  }),
  response: Ok,
});
const offerCall = defineCall({ method: 'GET', path: '/api/offer/1', response: Ok });
const elsewhereCall = defineCall({
  method: 'GET',
  path: 'https://elsewhere.example/x',
  response: Ok,
});
const postCall = defineCall({
  method: 'POST',
  path: '/api/x',
  body: z.object({}),
  response: Ok,
});
const detailsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/position_details',
  query: z.object({ positionId: z.string() }),
  response: Ok,
  metadata: z.object({ isFallback: z.boolean() }),
});
type Answer = {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  redirectedTo?: string;
};

let calls: { url: URL; init: RequestInit }[] = [];
let alerts: RequestAlert[] = [];

function answerWith(answer: Answer): void {
  vi.stubGlobal('fetch', (input: URL, init: RequestInit) => {
    calls.push({ url: input, init });
    const response = new Response(answer.body ?? '{"data":{"tos_attested":true}}', {
      status: answer.status ?? 200,
      headers: answer.headers,
    });
    if (answer.redirectedTo) {
      Object.defineProperty(response, 'redirected', { value: true });
      Object.defineProperty(response, 'url', { value: answer.redirectedTo });
    }
    return Promise.resolve(response);
  });
}

async function failureOf(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

beforeEach(() => {
  calls = [];
  alerts = [];
  document.head.innerHTML = '<meta name="csrf-token" content="token-1">';
  setRequestGroup('northwind.example');
  setRequestAlertHandler((alert) => alerts.push(alert));
  window.history.replaceState(null, '', '/careers');
});
afterEach(() => vi.unstubAllGlobals());

describe('request: what it sends', () => {
  it('sends JSON bodies in snake_case with CSRF, group and timezone headers and cookies', async () => {
    answerWith({});
    await request(writeCall, { body: { domainName: 'x', positionIds: [1] } });
    const { url, init } = calls[0]!;
    expect(url.pathname).toBe('/api/pcsx/terms_of_service');
    expect(init.body).toBe('{"domain_name":"x","position_ids":[1]}');
    const headers = new Headers(init.headers);
    expect(headers.get('x-csrf-token')).toBe('token-1');
    expect(headers.get('x-group-id')).toBe('northwind.example');
    expect(headers.get('x-timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.credentials).toBe('same-origin');
  });

  it('sends PUT and DELETE with JSON bodies, and no body on a GET', async () => {
    answerWith({});
    await request(putCall, { body: { resumeFileName: 'cv.pdf' } });
    await request(deleteCall, { body: { positionIds: [3] } });
    await request(readCall, {});
    expect(calls[0]!.init.method).toBe('PUT');
    expect(calls[0]!.init.body).toBe('{"resume_file_name":"cv.pdf"}');
    expect(calls[1]!.init.method).toBe('DELETE');
    expect(calls[1]!.init.body).toBe('{"position_ids":[3]}');
    expect(calls[2]!.init.method).toBe('GET');
    expect(calls[2]!.init.body).toBeUndefined();
    expect(new Headers(calls[2]!.init.headers).has('content-type')).toBe(false);
  });

  it('builds the query string in snake_case, skipping empty values', async () => {
    answerWith({});
    await request(searchCall, { query: { positionId: 7, query: '', start: 0, isRemote: false } });
    expect(calls[0]!.url.search).toBe('?position_id=7&start=0&is_remote=false');
  });

  it('carries pdf_server_token from the page onto same-origin calls only', async () => {
    window.history.replaceState(null, '', '/careers/offer/1?pdf_server_token=abc');
    answerWith({});
    await request(offerCall, {});
    await request(elsewhereCall, {});
    expect(calls[0]!.url.searchParams.get('pdf_server_token')).toBe('abc');
    expect(calls[1]!.url.searchParams.has('pdf_server_token')).toBe(false);
  });

  it('replaces the CSRF token when a response carries a new one', async () => {
    answerWith({ headers: { 'X-CSRF-Token': 'token-2' } });
    await request(readCall, {});
    expect(readCsrfToken()).toBe('token-2');
  });
});

describe('request: uploads (offer accept)', () => {
  const uploadCall = defineCall({
    method: 'POST',
    path: '/api/offer/offers/:id/accept',
    params: z.object({ id: z.string() }),
    body: z.object({ domain: z.string().optional(), typedSignature: z.string().optional() }),
    upload: { field: 'signed_offer_letter_pdf_file', maxBytes: 1024 },
    response: Ok,
  });

  it("sends the body as snake_case text parts and the file under the call's field", async () => {
    answerWith({});
    const file = new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' });
    await request(uploadCall, {
      params: { id: 'offer-1' },
      body: { domain: 'northwind.example', typedSignature: undefined },
      file,
    });
    const { url, init } = calls[0]!;
    expect(url.pathname).toBe('/api/offer/offers/offer-1/accept');
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['domain', 'signed_offer_letter_pdf_file']);
    expect(form.get('domain')).toBe('northwind.example');
    const sent = form.get('signed_offer_letter_pdf_file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('signed.pdf');
    // The browser writes multipart's content type itself, with its boundary.
    const headers = new Headers(init.headers);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('x-csrf-token')).toBe('token-1');
  });

  it('sends text parts alone without a file, and names a bare Blob', async () => {
    answerWith({});
    await request(uploadCall, {
      params: { id: 'offer-1' },
      body: { typedSignature: 'Alex Morgan' },
    });
    expect(Object.fromEntries((calls[0]!.init.body as FormData).entries())).toEqual({
      typed_signature: 'Alex Morgan',
    });
    await request(uploadCall, { params: { id: 'offer-1' }, body: {}, file: new Blob(['%PDF']) });
    const sent = (calls[1]!.init.body as FormData).get('signed_offer_letter_pdf_file');
    expect((sent as File).name).toBe('document.pdf');
  });

  it('is typed from the call: only an upload call takes a file', () => {
    expectTypeOf<Parameters<typeof request<typeof uploadCall>>[1]>().toHaveProperty('file');
    const sendFileWithoutUpload = () =>
      request(postCall, {
        body: {},
        // @ts-expect-error a call without `upload` takes no file
        file: new Blob([]),
      });
    expect(sendFileWithoutUpload).toBeTypeOf('function');
  });
});

describe('request: what it answers', () => {
  it('converts keys to camelCase, parses with the contract and answers the data', async () => {
    answerWith({});
    await expect(request(readCall, {})).resolves.toEqual({ tosAttested: true });
  });

  it('passes the abort signal on', async () => {
    answerWith({});
    const controller = new AbortController();
    await request(readCall, {}, { signal: controller.signal });
    expect(calls[0]!.init.signal).toBe(controller.signal);
  });

  it('answers "Unexpected error occurred." when JSON does not parse or breaks the contract', async () => {
    answerWith({ body: 'not json' });
    expect((await failureOf(request(readCall, {}))).message).toBe('Unexpected error occurred.');
    answerWith({ body: '{"data":{}}' });
    expect((await failureOf(request(readCall, {}))).message).toBe('Unexpected error occurred.');
    answerWith({ body: '{"tos_attested":true}' });
    expect((await failureOf(request(readCall, {}))).message).toBe('Unexpected error occurred.');
  });
});

describe('request: error rules', () => {
  const cases: [
    string,
    Answer,
    string,
    Partial<{ method: 'GET' | 'POST'; checkPermission: boolean }>,
  ][] = [
    [
      'login header',
      { status: 401, headers: { 'X-Login-Required': '1' } },
      'Session timed out.',
      {},
    ],
    [
      'redirect to login',
      { redirectedTo: 'http://localhost:3000/candidate/login?domain=a' },
      'Session timed out.',
      {},
    ],
    [
      'CSRF header',
      { status: 403, headers: { 'X-CSRF-Invalid': '1' } },
      'Invalid CSRF.',
      { method: 'POST' },
    ],
    [
      '429',
      { status: 429, body: '{"message":"slow down"}' },
      'Please try again in a few minutes',
      {},
    ],
    [
      '403 with permission check',
      { status: 403, body: '{"message":"no"}' },
      'User does not have permissions to perform this action',
      { method: 'POST', checkPermission: true },
    ],
    [
      '403 without permission check',
      { status: 403, body: '{"message":"Nope."}' },
      'Nope.',
      { method: 'POST' },
    ],
    [
      'listed error code',
      { status: 400, body: '{"code":"ERR_BAD_RESPONSE","message":"x"}' },
      'Error in api response',
      {},
    ],
    [
      'GET 5xx',
      { status: 502, body: '{"message":"upstream"}' },
      'Server error. Please try again.',
      {},
    ],
    [
      'POST 5xx keeps the message',
      { status: 500, body: '{"message":"Broken."}' },
      'Broken.',
      { method: 'POST' },
    ],
    [
      'error message',
      { status: 400, body: '{"error":{"message":"Bad field."}}' },
      'Bad field.',
      {},
    ],
    ['raw data', { status: 400, body: 'plain words' }, 'plain words', {}],
    [
      'HTML page',
      { status: 404, body: '<!DOCTYPE html><html><body>x</body></html>' },
      'There was a problem with the request',
      {},
    ],
    [
      'not a string',
      { status: 400, body: '{"message":{"deep":1}}' },
      'There was a problem with the request',
      {},
    ],
  ];
  it.each(cases)('%s', async (_name, answer, message, options) => {
    answerWith(answer);
    const { method = 'GET', checkPermission } = options;
    const error = await failureOf(
      method === 'GET'
        ? request(readCall, {}, { checkPermission })
        : request(postCall, { body: {} }, { checkPermission }),
    );
    expect(error.message).toBe(message);
  });

  it('raises the session-timeout and CSRF alerts', async () => {
    answerWith({ status: 401, headers: { 'X-Login-Required': '1' } });
    await failureOf(request(readCall, {}));
    answerWith({ status: 403, headers: { 'X-CSRF-Invalid': '1' } });
    await failureOf(request(postCall, { body: {} }));
    expect(alerts).toEqual([
      { kind: 'sessionTimeout', message: 'Session timed out.' },
      { kind: 'csrf', message: 'Invalid CSRF.' },
    ]);
  });

  it('reports a network failure with a listed code', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(request(readCall, {}));
    expect(error.code).toBe('ERR_NETWORK');
    expect(error.message).toBe('Error in api response');
  });
});

describe('requestWithMetadata', () => {
  const details = { query: { positionId: '7' } };

  it('sends the same request and answers the data and the metadata, each parsed with its schema', async () => {
    answerWith({
      body: '{"data":{"tos_attested":true,"extra":1},"metadata":{"is_fallback":true,"extra":2}}',
      headers: { 'X-CSRF-Token': 'token-2' },
    });
    await expect(requestWithMetadata(detailsCall, details)).resolves.toEqual({
      data: { tosAttested: true },
      metadata: { isFallback: true },
    });
    const { url, init } = calls[0]!;
    expect(url.pathname).toBe('/api/pcsx/position_details');
    expect(url.search).toBe('?position_id=7');
    expect(new Headers(init.headers).get('x-group-id')).toBe('northwind.example');
    expect(readCsrfToken()).toBe('token-2');
  });

  it('answers "Unexpected error occurred." when the metadata is missing or breaks the contract', async () => {
    for (const body of [
      '{"data":{"tos_attested":true}}',
      '{"data":{"tos_attested":true},"metadata":{"is_fallback":"no"}}',
      '{"data":{},"metadata":{"is_fallback":false}}',
    ]) {
      answerWith({ body });
      const error = await failureOf(requestWithMetadata(detailsCall, details));
      expect(error.message).toBe('Unexpected error occurred.');
      expect(error.status).toBe(200);
    }
  });

  it('maps failures as request does', async () => {
    answerWith({ status: 401, headers: { 'X-Login-Required': '1' } });
    expect((await failureOf(requestWithMetadata(detailsCall, details))).message).toBe(
      'Session timed out.',
    );
    expect(alerts).toEqual([{ kind: 'sessionTimeout', message: 'Session timed out.' }]);
  });

  it('is typed from the call, and only for calls that declare metadata', () => {
    expectTypeOf<
      ReturnType<typeof requestWithMetadata<typeof detailsCall>>
    >().resolves.toEqualTypeOf<{
      data: { tosAttested: boolean };
      metadata: { isFallback: boolean };
    }>();
    // @ts-expect-error readCall declares no metadata
    expectTypeOf<typeof requestWithMetadata<typeof readCall>>().toBeFunction();
  });
});

describe('streamCall: an answer of JSON lines', () => {
  const eventsCall = defineCall({
    method: 'POST',
    path: '/api/pcsx/chat',
    body: z.object({ message: z.string() }),
    response: z.object({ type: z.string(), textDelta: z.string().optional() }),
    stream: true,
  });

  function streamWith(chunks: string[], status = 200): void {
    vi.stubGlobal('fetch', (input: URL, init: RequestInit) => {
      calls.push({ url: input, init });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      });
      return Promise.resolve(new Response(body, { status }));
    });
  }

  it('hands over each event as its line arrives, lines split anywhere, keys in camelCase', async () => {
    streamWith([
      '{"type":"text","text_de',
      'lta":"Hel"}\n{"type":"text","text_delta":"lo"}\n{"ty',
      'pe":"done"}',
    ]);
    const events: unknown[] = [];
    await streamCall(eventsCall, { body: { message: 'hi' } }, (event) => events.push(event));
    expect(events).toEqual([
      { type: 'text', textDelta: 'Hel' },
      { type: 'text', textDelta: 'lo' },
      { type: 'done' },
    ]);
    expect(calls[0]?.init.headers).toBeInstanceOf(Headers);
    expect((calls[0]?.init.headers as Headers).get('X-CSRF-Token')).toBe('token-1');
  });

  it('reads a line that breaks the contract as "Unexpected error occurred."', async () => {
    streamWith(['{"type":"text"}\n', '{"nope":1}\n']);
    const events: unknown[] = [];
    const error = await failureOf(
      streamCall(eventsCall, { body: { message: 'hi' } }, (event) => events.push(event)),
    );
    expect(events).toEqual([{ type: 'text' }]);
    expect(error.message).toBe('Unexpected error occurred.');
  });

  it('maps a refusal as any call does: 429 is the rate limit message', async () => {
    streamWith(['{"message":"Please try again in a few minutes"}'], 429);
    const error = await failureOf(
      streamCall(eventsCall, { body: { message: 'hi' } }, () => undefined),
    );
    expect(error.status).toBe(429);
  });
});
