import { pathToFileURL } from 'node:url';
import type { BootData } from '@careers/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRenderPool } from './render-pool';

const entryUrl = pathToFileURL(`${import.meta.dirname}/fixtures/render-entry.mjs`).href;

// Decision 023: pages render in worker threads; the page's calls are answered on the main thread.
describe('render pool', () => {
  const logger = { error: vi.fn() };
  const pool = createRenderPool(entryUrl, 2, logger);
  afterAll(() => pool.close());

  const job = (path: string) => ({
    url: `http://localhost${path}`,
    boot: {} as BootData,
    locale: 'de',
    now: 7,
    transport: (callPath: string) => Promise.resolve({ status: 200, body: { callPath } }),
  });

  it('renders in a thread, answering its calls on the main thread', async () => {
    const pages = await Promise.all(['/a', '/b', '/c'].map((path) => pool.render(job(path))));
    expect(pages.map((page) => page?.html)).toEqual([
      '<p>de 200 {"callPath":"/api/a"}</p>',
      '<p>de 200 {"callPath":"/api/b"}</p>',
      '<p>de 200 {"callPath":"/api/c"}</p>',
    ]);
    expect(pages[0]?.state).toEqual({ now: 7 });
  });

  it('answers a call that throws as a 500', async () => {
    const failing = {
      ...job('/d'),
      transport: () => Promise.reject(new Error('no database')),
    };
    expect((await pool.render(failing))?.html).toBe('<p>de 500 null</p>');
  });

  it('fails a page whose render fails, and one whose thread ends; the other thread goes on', async () => {
    await expect(pool.render(job('/fail'))).rejects.toThrow('render failed');
    await expect(pool.render(job('/exit'))).rejects.toThrow('The render thread exited');
    const pages = await Promise.all(['/e', '/f', '/g'].map((path) => pool.render(job(path))));
    expect(pages.every((page) => page?.html.startsWith('<p>de 200'))).toBe(true);
  });

  it('with no thread running fails pages at once, and starts a new thread after a pause', async () => {
    const single = createRenderPool(entryUrl, 1, logger, 100);
    try {
      await expect(single.render(job('/exit'))).rejects.toThrow('The render thread exited');
      await expect(single.render(job('/h'))).rejects.toThrow('No render thread is running');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await single.render(job('/i')))?.html).toBe('<p>de 200 {"callPath":"/api/i"}</p>');
    } finally {
      await single.close();
    }
  });
});
