import { afterEach, describe, expect, it } from 'vitest';
import { PREFETCHED_QUERIES_ELEMENT_ID } from '@careers/contracts/wire';
import { ALEX, demoBoot } from '../test/demo-boot';
import { needsAppAtOnce } from './start-at-once';

const JOB_PAGE = new URL('http://localhost/careers/job/2-chef?domain=northwind.example');

function renderedRoot(prefetched: object = { renderedAt: 1, queries: [] }): HTMLElement {
  document.body.innerHTML = `<script id="${PREFETCHED_QUERIES_ELEMENT_ID}" type="application/json">${JSON.stringify(prefetched)}</script><div id="root"><main><h1>Chef</h1></main></div>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('needsAppAtOnce (decision 021)', () => {
  it('lets a logged-out visitor’s server-rendered page wait for them', () => {
    expect(needsAppAtOnce(demoBoot(), renderedRoot(), JOB_PAGE)).toBe(false);
  });

  it('starts at once a page rendered in the browser', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(needsAppAtOnce(demoBoot(), document.getElementById('root')!, JOB_PAGE)).toBe(true);
  });

  it('starts at once for a logged-in candidate', () => {
    expect(needsAppAtOnce(demoBoot({ user: ALEX }), renderedRoot(), JOB_PAGE)).toBe(true);
  });

  it('starts at once when the URL opens the login modal', () => {
    const url = new URL(`${JOB_PAGE.href}&show_login_modal=1`);
    expect(needsAppAtOnce(demoBoot(), renderedRoot(), url)).toBe(true);
  });

  it('starts at once when a call the page was rendered with failed', () => {
    const failed = {
      renderedAt: 1,
      queries: [{ queryKey: ['GET /x', {}], updatedAt: 1, error: { status: 500, message: 'x' } }],
    };
    expect(needsAppAtOnce(demoBoot(), renderedRoot(failed), JOB_PAGE)).toBe(true);
  });
});
