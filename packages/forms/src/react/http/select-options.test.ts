import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLoadedOptions, loadOptions, optionsUrl } from './select-options';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetLoadedOptions();
});

describe('optionsUrl', () => {
  it('puts the parent value in, encoded', () => {
    expect(optionsUrl('/api/states/{parentValue}', 'United States', '')).toBe(
      '/api/states/United%20States',
    );
    expect(optionsUrl('/api/states?country={parentValue}', 'a&b', '')).toBe(
      '/api/states?country=a%26b',
    );
    expect(optionsUrl('/api/states/{parentValue}', null, '')).toBe('/api/states/');
  });

  it('passes the page’s debug parameter on with ? or &', () => {
    expect(optionsUrl('/api/offices', undefined, '?debug=1')).toBe('/api/offices?debug=1');
    expect(optionsUrl('/api/offices?lang=de', undefined, '?x=2&debug=on')).toBe(
      '/api/offices?lang=de&debug=on',
    );
    expect(optionsUrl('/api/offices', undefined, '?x=2')).toBe('/api/offices');
  });

  it('keeps an endpoint on another origin as given', () => {
    expect(optionsUrl('https://lists.example/api/offices', undefined, '')).toBe(
      'https://lists.example/api/offices',
    );
  });
});

describe('loadOptions', () => {
  it('reads data.data.options as {label, value} and asks once per URL', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(() =>
        Promise.resolve(answer({ data: { data: { options: [{ label: 'Berlin', value: 3 }] } } })),
      );
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadOptions('/api/cities')).resolves.toEqual([{ label: 'Berlin', value: '3' }]);
    await loadOptions('/api/cities');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries three times, then fails; a later ask starts again', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(answer({}, 503)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadOptions('/api/cities')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer({ data: { data: { options: [] } } })),
    );
    await expect(loadOptions('/api/cities')).resolves.toEqual([]);
  });
});
