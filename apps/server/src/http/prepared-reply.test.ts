import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { defineCall } from '@careers/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptedEncoding, prepareReply, registerCall } from './call-route';

const call = defineCall({
  method: 'GET',
  path: '/prepared',
  response: z.object({ itemCount: z.number(), items: z.array(z.object({ jobTitle: z.string() })) }),
});

describe('prepared replies (decision 020)', () => {
  it('picks brotli, then gzip, honouring q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*, br;q=0, gzip;q=0')).toBeNull();
  });

  it('answers what a plain reply answers, compressed as the request accepts', async () => {
    const answer = { itemCount: 2, items: [{ jobTitle: 'Nurse' }, { jobTitle: 'Chef' }] };
    const prepared = prepareReply(call, answer);
    const app = Fastify();
    registerCall(app, call, () => Promise.resolve(prepared));
    const plain = Fastify();
    registerCall(plain, { ...call }, () => Promise.resolve(answer));
    const expected: unknown = (await plain.inject({ method: 'GET', url: '/prepared' })).json();
    expect(expected).toEqual({
      data: { item_count: 2, items: [{ job_title: 'Nurse' }, { job_title: 'Chef' }] },
    });

    const br = await app.inject({
      method: 'GET',
      url: '/prepared',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    const gzip = await app.inject({
      method: 'GET',
      url: '/prepared',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
    const identity = await app.inject({ method: 'GET', url: '/prepared' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(identity.json()).toEqual(expected);
    await Promise.all([app.close(), plain.close()]);
  });

  it('checks the answer against the contract when it is prepared', () => {
    expect(() => prepareReply(call, { itemCount: 'two' } as never)).toThrow();
  });
});
