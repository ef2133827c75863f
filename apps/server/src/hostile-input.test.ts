import { fillCallPath, HEADER_CSRF_TOKEN, type Call } from '@careers/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT_CALLS } from './testing/contract-calls';
import { rowCounts } from './testing/row-counts';
import { createTestApp, logInNewCandidate, type TestApp, type Visitor } from './testing/test-app';

// Hostile input for every call the contracts define, made from each call's own schema: its
// fields filled with what no form sends. None may answer 5xx; what must be refused is refused
// with a 4xx and a message, and writes nothing (every table's rows counted before and after).
// The corpus and the rule are described in docs/product/shell-and-gates.md, "Bad input".
let t: TestApp;
let person: Visitor;

beforeAll(async () => {
  t = await createTestApp();
  ({ visitor: person } = await logInNewCandidate(t, {
    hasAttestedTerms: true,
    isOnboarded: true,
    isBootstrapped: true,
  }));
}, 60_000);
afterAll(() => t.close());

// The demo's own calls answer this machine only and are probed by their own tests. Logging out
// is refused like any call below, but accepted it would end the session the rest need.
const calls = CONTRACT_CALLS.filter(([, call]) => !call.path.startsWith('/api/dev/'));

// The field names a schema takes (an object's keys, through optional, default and pipe).
function fieldsOf(type: z.ZodType | undefined): string[] {
  if (!type) return [];
  if (type instanceof z.ZodObject) return Object.keys(type.shape);
  if (type instanceof z.ZodPipe) return fieldsOf(type.in as z.ZodType);
  if (type instanceof z.ZodOptional || type instanceof z.ZodDefault)
    return fieldsOf(type.unwrap() as z.ZodType);
  return [];
}

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const withEvery = (fields: string[], value: unknown) =>
  Object.fromEntries(fields.map((field) => [snake(field), value]));
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

type Probe = {
  name: string;
  path?: string;
  query?: string;
  // Sent as it is: a JSON text, or raw bytes.
  payload?: string | Buffer;
  contentType?: string;
};

function pathOf(call: Call, value: string): string {
  return fillCallPath(call.path, withEvery(fieldsOf(call.params), value));
}

// What must be refused: each answers 4xx with a message and writes nothing.
function refusedProbes(call: Call): Probe[] {
  const body = fieldsOf(call.body);
  const query = fieldsOf(call.query);
  const params = fieldsOf(call.params);
  const probes: Probe[] = [];
  const inBody = (name: string, value: unknown) => {
    if (body.length > 0) probes.push({ name, payload: JSON.stringify(withEvery(body, value)) });
  };
  if (call.method === 'GET') {
    // (A query's bad percent-escapes are read as the text they are, so they are typed text.)
    if (query.length > 0)
      probes.push({ name: 'NUL', query: query.map((field) => `${snake(field)}=a%00b`).join('&') });
  } else {
    inBody('NUL', 'a\u0000b');
    inBody('an unpaired surrogate', '\ud800');
    inBody('objects for every field', {});
    inBody('lists for every field', []);
    inBody('a 1 MB string', 'x'.repeat(1_000_000));
    probes.push(
      { name: '2,000-deep JSON', payload: deepJson(2000) },
      { name: '__proto__ and constructor keys', payload: '{"__proto__":{"polluted":1}}' },
      {
        name: 'a constructor.prototype key',
        payload: '{"constructor":{"prototype":{"polluted":1}}}',
      },
      {
        name: 'bad UTF-8',
        payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
      },
      { name: 'a wrong content type', payload: '{}', contentType: 'application/xml' },
      { name: 'a body that is not JSON', payload: '{"a":', contentType: 'application/json' },
    );
  }
  if (params.length > 0) {
    probes.push(
      { name: 'path traversal in the path', path: pathOf(call, '../../etc/passwd') },
      { name: 'NUL in the path', path: call.path.replace(/:\w+/g, 'a%00b') },
    );
  }
  return probes;
}

// What a form could send and may be accepted, but never with a 5xx.
function survivedProbes(call: Call): Probe[] {
  const fields = call.method === 'GET' ? fieldsOf(call.query) : fieldsOf(call.body);
  const strings = ["' OR 1=1; DROP TABLE candidates; --", '<script>alert(1)</script>', '../../'];
  const escapes =
    call.method === 'GET'
      ? ['%ED%A0%80', '%FF%FE'].map((value) => ({
          name: `the escape ${value}`,
          query: fields.map((field) => `${snake(field)}=${value}`).join('&'),
        }))
      : [];
  return [
    ...escapes,
    ...strings.map((value) =>
      call.method === 'GET'
        ? {
            name: `the text ${value}`,
            query: fields.map((field) => `${snake(field)}=${encodeURIComponent(value)}`).join('&'),
          }
        : { name: `the text ${value}`, payload: JSON.stringify(withEvery(fields, value)) },
    ),
    call.method === 'GET'
      ? { name: 'repeated query keys', query: 'domain=northwind.example&domain=contoso.example' }
      : { name: 'an unknown key', payload: JSON.stringify({ surely_unknown: 1 }) },
  ];
}

async function send(call: Call, probe: Probe) {
  const path = probe.path ?? pathOf(call, 'x');
  const query = probe.query ?? 'domain=northwind.example';
  return t.app.inject({
    method: call.method,
    url: `${path}?${query}`,
    headers: {
      cookie: person.cookieHeader,
      [HEADER_CSRF_TOKEN]: person.csrfToken,
      ...(probe.payload === undefined
        ? {}
        : { 'content-type': probe.contentType ?? 'application/json' }),
    },
    ...(probe.payload === undefined || call.method === 'GET' ? {} : { payload: probe.payload }),
  });
}

describe('hostile input, for every call', () => {
  it.each(calls)(
    '%s refuses what no form sends, with a message, and writes nothing',
    async (_, call) => {
      // Sealing a signed document stores a file in the background: none may be under way.
      await t.app.offerSealer.idle();
      const before = await rowCounts(t.db);
      for (const probe of refusedProbes(call)) {
        const answer = await send(call, probe);
        const what = `${probe.name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        expect(answer.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, what).toBeLessThan(500);
        if (!call.stream)
          expect(answer.json<{ message?: unknown }>().message, what).toEqual(expect.any(String));
      }
      expect(await rowCounts(t.db)).toEqual(before);
    },
  );

  const accepting = calls.filter(([name]) => name !== 'logoutCall');
  it.each(accepting)('%s answers every text a person could type without a 5xx', async (_, call) => {
    for (const probe of survivedProbes(call)) {
      const answer = await send(call, probe);
      expect(answer.statusCode, `${probe.name}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  // Random values of any shape in the call's own fields.
  it.each(accepting)('%s answers random values in its fields without a 5xx', async (_, call) => {
    const fields = call.method === 'GET' ? fieldsOf(call.query) : fieldsOf(call.body);
    if (fields.length === 0) return;
    const values = fc.record(
      Object.fromEntries(fields.map((field) => [snake(field), fc.jsonValue({ maxDepth: 3 })])),
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(values, async (value) => {
        const probe: Probe =
          call.method === 'GET'
            ? {
                name: 'random',
                query: new URLSearchParams(
                  Object.entries(value).map(([key, item]) => [key, JSON.stringify(item)]),
                ).toString(),
              }
            : { name: 'random', payload: JSON.stringify(value) };
        const answer = await send(call, probe);
        expect(answer.statusCode, answer.body.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 15, seed: 20261128 },
    );
  });
});
