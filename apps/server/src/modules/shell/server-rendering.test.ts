import {
  PREFETCHED_QUERIES_ELEMENT_ID,
  positionDetailsCall,
  savedPositionsCall,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInNewCandidate, type TestApp } from '../../testing/test-app';
import {
  createSearchSite,
  seedSearchPositions,
  type SearchFixtureIds,
} from '../search/search-fixtures.seed';
import { archivePosition } from '../positions/positions.service';
import type { ServerRenderer } from './server-renderer';

const RENDER_TIMEOUT_MS = 300;

// Decision 014, the server's side: the pages the renderer claims carry its HTML in the root and
// the answers it rendered with; it reaches the API in process as the visitor; a logged-out page
// is kept until its positions change; a renderer that fails leaves the page to the browser.
describe('server-rendered pages', () => {
  let t: TestApp;
  let domain: string;
  let groupId: string;
  let ids: SearchFixtureIds;
  const rendered: string[] = [];
  let failNext = false;
  let hangNext = false;

  const renderer: ServerRenderer = {
    isServerPage: (pathname) => pathname.startsWith('/careers/job/'),
    async renderApp({ url, boot, locale, transport }) {
      rendered.push(url);
      if (failNext) {
        failNext = false;
        throw new Error('render failed');
      }
      if (hangNext) {
        hangNext = false;
        return new Promise<never>(() => undefined);
      }
      const pid = new URL(url).pathname.split('/').at(-1) ?? '';
      const detail = await transport(
        `${positionDetailsCall.path}?position_id=${pid}&domain=${boot.domain}`,
      );
      const saved = await transport(`${savedPositionsCall.path}?domain=${boot.domain}`);
      const name = (detail.body as { data?: { name?: string } }).data?.name ?? 'closed';
      return {
        html: `<h1>${name}</h1><p>${locale} ${detail.status} ${saved.status}</p>`,
        state: { renderedAt: 1, queries: [{ data: '</script><b>' }] },
      };
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ RENDER_TIMEOUT_MS: String(RENDER_TIMEOUT_MS) }, { renderer });
    ({ domain, groupId } = await createSearchSite(t.db));
    ids = await seedSearchPositions(t.db, groupId, t.clock.now());
  });
  afterAll(() => t.close());

  const page = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${path}?domain=${domain}`, headers });
  const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

  it('puts the rendered app in the root and its answers beside the boot data', async () => {
    const response = await page(`/careers/job/${ids.frontendMunich}`, {
      'accept-language': 'de',
    });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<h1>Frontend Developer</h1><p>de 200 401</p>');
    const script = new RegExp(
      `<script id="${PREFETCHED_QUERIES_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    ).exec(response.body)?.[1];
    // The JSON cannot close its element.
    expect(script).toBe('{"renderedAt":1,"queries":[{"data":"\\u003c/script>\\u003cb>"}]}');
  });

  it('asks the API as the visitor: logged in, their own calls answer', async () => {
    const { visitor } = await logInNewCandidate(t, { domain });
    const response = await visitor.page(`/careers/job/${ids.frontendMunich}?domain=${domain}`);
    expect(rootOf(response.body)).toBe('<h1>Frontend Developer</h1><p>en 200 200</p>');
  });

  it('keeps a logged-out page until its positions change', async () => {
    const path = `/careers/job/${ids.backendBerlin}`;
    rendered.length = 0;
    await page(path);
    await page(path);
    expect(rendered).toHaveLength(1);

    await archivePosition(t.db, groupId, ids.backendBerlin, t.clock.now(), {
      onChange: () => t.search.catchUp(),
    });
    const closed = await page(path);
    expect(closed.statusCode).toBe(410);
    expect(rootOf(closed.body)).toBe('<h1>closed</h1><p>en 410 401</p>');
    expect(rendered).toHaveLength(2);
  });

  it('leaves the page to the browser when rendering fails, and only claimed pages render', async () => {
    failNext = true;
    const failed = await page(`/careers/job/${ids.frontendMunich}-again`);
    expect(failed.statusCode).toBe(200);
    expect(rootOf(failed.body)).toBe('');
    expect(failed.body).toContain('<title>Frontend Developer | Search Test</title>');

    // Not kept for the next visitor: the next one is rendered.
    rendered.length = 0;
    const again = await page(`/careers/job/${ids.frontendMunich}-again`);
    expect(rootOf(again.body)).toBe('<h1>Frontend Developer</h1><p>en 200 401</p>');
    expect(rendered).toHaveLength(1);

    rendered.length = 0;
    const dashboard = await page('/careers/dashboard');
    expect(rootOf(dashboard.body)).toBe('');
    expect(rendered).toHaveLength(0);
  });

  it('answers without the render once it runs out of time, and renders the next visit', async () => {
    hangNext = true;
    const startedAt = performance.now();
    const late = await page(`/careers/job/${ids.frontendMunich}-late`);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 10);
    expect(late.statusCode).toBe(200);
    expect(rootOf(late.body)).toBe('');
    const next = await page(`/careers/job/${ids.frontendMunich}-late`);
    expect(rootOf(next.body)).toContain('<h1>');
  });
});
