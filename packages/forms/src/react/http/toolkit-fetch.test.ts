import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToolkitToken, toolkitFetch } from './toolkit-fetch';

function meta(): HTMLMetaElement | null {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
}

function sentToken(fetchMock: ReturnType<typeof vi.fn>, call: number): string | null {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return new Headers(init?.headers).get('X-CSRF-Token');
}

beforeEach(() => {
  const tag = document.createElement('meta');
  tag.name = 'csrf-token';
  tag.content = 'from-the-page';
  document.head.append(tag);
});

afterEach(() => {
  meta()?.remove();
  resetToolkitToken();
  vi.unstubAllGlobals();
});

describe('toolkitFetch headers', () => {
  it('sends the page meta token as X-CSRF-Token and keeps the caller’s headers', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await toolkitFetch('/api/options', { headers: { 'X-Extra': 'yes' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/options');
    expect(sentToken(fetchMock, 0)).toBe('from-the-page');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get('X-Extra')).toBe('yes');
  });

  it('replaces the token with one a response returns, for later requests and for the page', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { headers: { 'X-CSRF-Token': 'rotated' } }))
      .mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await toolkitFetch('/api/one');
    await toolkitFetch('/api/two');
    expect(sentToken(fetchMock, 0)).toBe('from-the-page');
    expect(sentToken(fetchMock, 1)).toBe('rotated');
    expect(meta()?.content).toBe('rotated');
  });

  it('reads the meta only once: a later change of the tag alone does not matter', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await toolkitFetch('/api/one');
    meta()?.setAttribute('content', 'edited-by-someone');
    await toolkitFetch('/api/two');
    expect(sentToken(fetchMock, 1)).toBe('from-the-page');
  });
});
