import { vi } from 'vitest';
import {
  callKey,
  matchesCallPath,
  type Call,
  type CallResponseInput,
  type HttpMethod,
} from '@careers/contracts/call';
import { keysToSnake } from '@careers/contracts/case';

// A stand-in for the network at unit level (test fakes key on the call object).
export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
// One recorded request, as it went over the wire (snake_case body, raw query string).
export type FakeRequest = { method: HttpMethod; path: string; search: string; body: unknown };
// An answer may be a promise, to hold the request open while a test looks at the page.
export type FakeRoute = readonly [
  call: Call,
  answer: FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>),
];

// A successful answer to `call`, typed from its contract and sent as the server sends it: the
// `{ data }` envelope in snake_case.
export function answer<C extends Call>(
  call: C,
  data: CallResponseInput<C>,
  headers?: Record<string, string>,
): FakeRoute {
  return [call, { body: { data: keysToSnake(data) }, headers }];
}

const NOT_FOUND: FakeAnswer = { status: 404, body: { message: 'Not found' } };

export function fakeServer(routes: readonly FakeRoute[]) {
  const answers = new Map(routes.map(([call, reply]) => [callKey(call), reply]));
  const isCall = (request: FakeRequest, call: Call) =>
    request.method === call.method && matchesCallPath(call.path, request.path);
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: URL, init: RequestInit = {}) => {
    const url = new URL(input);
    // The request layer only sends the methods a call can declare.
    const method = (init.method ?? 'GET') as HttpMethod;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: FakeRequest = { method, path: url.pathname, search: url.search, body };
    requests.push(request);
    const route = routes.find(([call]) => isCall(request, call));
    const reply = answers.get(callKey(request)) ?? route?.[1] ?? NOT_FOUND;
    const {
      status,
      body: replyBody,
      headers,
    } = typeof reply === 'function' ? await reply(request) : reply;
    return new Response(JSON.stringify(replyBody ?? { data: {} }), {
      status: status ?? 200,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  return {
    requests,
    callsTo: (call: Call) => requests.filter((request) => isCall(request, call)),
  };
}
