import { describe, expect, it, vi } from 'vitest';
import { readWidgetLocation, tellParent } from './widget-location';

describe('readWidgetLocation', () => {
  it('reads wid and hosted=true from the page URL', () => {
    expect(readWidgetLocation('?wid=abc_0123456789abcd&hosted=true')).toEqual({
      wid: 'abc_0123456789abcd',
      isHosted: true,
    });
    expect(readWidgetLocation('?wid=x&hosted=false')).toEqual({ wid: 'x', isHosted: false });
    expect(readWidgetLocation('?hosted=1')).toEqual({ wid: '', isHosted: false });
  });
});

describe('tellParent', () => {
  const framed = (origin: string) => {
    const parent = { postMessage: vi.fn() };
    const page = { parent, location: { origin } } as unknown as Window;
    return { page, parent };
  };

  it('posts to the parent on the page’s own origin', () => {
    const { page, parent } = framed('https://careers.example.com');
    tellParent({ type: 'REJECT' }, true, page);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'REJECT' },
      'https://careers.example.com',
    );
  });

  it('posts nothing when not hosted or not framed', () => {
    const { page, parent } = framed('https://careers.example.com');
    tellParent({ type: 'ESIGN' }, false, page);
    expect(parent.postMessage).not.toHaveBeenCalled();
    const alone = { location: { origin: 'https://careers.example.com' }, postMessage: vi.fn() };
    const top = Object.assign(alone, { parent: alone }) as unknown as Window;
    tellParent({ type: 'ESIGN' }, true, top);
    expect(alone.postMessage).not.toHaveBeenCalled();
  });
});
