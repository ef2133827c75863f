import { vi } from 'vitest';

// A stand-in for the network at unit level: answers by "METHOD /path", records every call.
export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeCall = { method: string; path: string; search: string; body: unknown };

export function fakeServer(routes: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: URL, init: RequestInit = {}) => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function'
        ? route()
        : (route ?? { status: 404, body: { message: 'Not found' } });
    return Promise.resolve(
      new Response(JSON.stringify(answer.body ?? { data: {} }), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      }),
    );
  });
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}
