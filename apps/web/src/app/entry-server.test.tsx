// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysToSnake } from '@careers/contracts/case';
import {
  overridesCall,
  positionDetailsCall,
  searchCall,
  type PositionLite,
} from '@careers/contracts/search';
import { similarPositionsCall } from '@careers/contracts/similar-positions';
import type { Transport } from '../shared/api/prefetch';
import { demoBoot } from '../test/demo-boot';
import { detailOf, RESULT } from '../test/position-fixtures';
import { isServerPage, renderApp } from './entry-server';

// Decision 014, the web app's side: a page of SERVER_PAGES renders on the server with the
// answers its hooks read, in the page's language, with no DOM at all (this file runs in Node).

function transportFor(answers: Record<string, (search: URLSearchParams) => unknown>) {
  const asked: string[] = [];
  const transport: Transport = (path) => {
    asked.push(path);
    const url = new URL(path, 'http://server');
    const answer = answers[url.pathname];
    if (!answer) return Promise.resolve({ status: 404, body: { message: 'Not found' } });
    const body = answer(url.searchParams);
    return Promise.resolve(
      typeof body === 'number'
        ? { status: body, body: { message: 'This job is no longer open.' } }
        : { status: 200, body: keysToSnake(body) },
    );
  };
  return { transport, asked };
}

const detailAnswer = (search: URLSearchParams) => {
  const position = RESULT.positions.find(
    (candidate) => String(candidate.id) === search.get('position_id'),
  );
  return position ? { data: detailOf(position), metadata: { isFallback: false } } : 410;
};

const render = (path: string, transport: Transport, locale = 'en') =>
  renderApp({
    url: `http://localhost${path}`,
    boot: demoBoot(),
    locale,
    transport,
    now: Date.now(),
  });

describe('server rendering', () => {
  it('renders the search page with its results and the first result’s detail', async () => {
    const { transport, asked } = transportFor({
      [searchCall.path]: () => ({ data: RESULT }),
      [positionDetailsCall.path]: detailAnswer,
      [overridesCall.path]: () => ({ data: { overrides: {} } }),
    });
    const page = await render('/careers?query=nurse&domain=northwind.example', transport);
    expect(asked[0]).toMatch(/^\/api\/pcsx\/search\?.*query=nurse/);
    expect(page?.html).toContain('Registered Nurse');
    expect(page?.html).toContain('Charge Nurse');
    // The first result shows at once, with its full record.
    expect(page?.html).toContain('About the Registered Nurse role.');
    expect(page?.state.queries.map((query) => query.queryKey[0])).toEqual([
      `GET ${searchCall.path}`,
      `GET ${positionDetailsCall.path}`,
      `GET ${overridesCall.path}`,
    ]);
  });

  it('renders a job page in the page’s language, its pay and description included', async () => {
    const { transport } = transportFor({
      [positionDetailsCall.path]: detailAnswer,
      [overridesCall.path]: () => ({ data: { overrides: {} } }),
    });
    const page = await render('/careers/job/2-charge-nurse', transport, 'de');
    expect(page?.html).toMatch(/<h1[^>]*>Charge Nurse<\/h1>/);
    expect(page?.html).toContain('50.000\u00a0€ – 60.000\u00a0€ pro Jahr');
    expect(page?.html).toContain('Alle Jobs');
    expect(page?.html).toContain('<p>About the Charge Nurse role.</p>');
  });

  it('renders a closed job as closed, naming it and the open jobs like it', async () => {
    const similar: PositionLite = RESULT.positions[0]!;
    const { transport } = transportFor({
      [positionDetailsCall.path]: () => 410,
      [overridesCall.path]: () => 410,
      [similarPositionsCall.path]: () => ({
        data: { position: { id: 9, name: 'Night Nurse' }, positions: [similar] },
      }),
    });
    const page = await render('/careers/job/9-night-nurse', transport, 'ar');
    expect(page?.html).toMatch(/<h1[^>]*>لم تعد هذه الوظيفة متاحة<\/h1>/);
    expect(page?.html).toContain('Night Nurse');
    expect(page?.html).toContain('href="/careers/job/1"');
    expect(page?.state.queries[0]?.error).toEqual({
      status: 410,
      message: 'This job is no longer open.',
    });
  });

  it('claims only the search and job pages', async () => {
    expect(['/careers', '/careers/nurse/berlin', '/careers/job/1'].map(isServerPage)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/careers/dashboard', '/careers/offers'].map(isServerPage)).toEqual([false, false]);
    expect(await render('/careers/dashboard', transportFor({}).transport)).toBeNull();
  });
});
