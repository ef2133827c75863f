import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { RequestLog } from './request-log';

type Line = { msg: string; req?: { url: string }; res?: { statusCode: number } };

// One access-log line per request, none for the calls a page answers in process.
describe('RequestLog', () => {
  const lines: Line[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => {
          lines.push(JSON.parse(line) as Line);
        },
      },
    },
    logController: new RequestLog(),
  });
  app.get('/call', () => ({ ok: true }));
  app.get('/page', async () => {
    const call = await app.inject({ url: '/call' });
    return `<p>${call.body}</p>`;
  });
  afterAll(() => app.close());

  it('logs a request once, as it completes, and not the calls it made in process', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    lines.length = 0;
    const response = await fetch(`${base}/page`);
    expect(await response.text()).toBe('<p>{"ok":true}</p>');
    await app.close();

    const requests = lines.filter((line) => line.req || line.res);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      req: { url: '/page' },
      res: { statusCode: 200 },
    });
  });
});
