import { describe, expect, it } from 'vitest';
import { iconProblem, isSafeImageSource, resolveIcon } from './icons';
import { ICON_NAMES } from './types';

describe('icons (iconProps, addButton.icon)', () => {
  it('a name of the toolkit’s icons, alone or as { name }, labelled or decorative', () => {
    expect(resolveIcon('plus')).toEqual({ kind: 'named', name: 'plus', position: 'start' });
    expect(resolveIcon({ name: 'laptop' })).toEqual({
      kind: 'named',
      name: 'laptop',
      position: 'start',
    });
    expect(resolveIcon({ name: 'star', label: ' Favourite ', position: 'end' })).toEqual({
      kind: 'named',
      name: 'star',
      label: 'Favourite',
      position: 'end',
    });
    // A blank label is no label: the icon stays decorative.
    expect(resolveIcon({ name: 'star', label: '  ' })).not.toHaveProperty('label');
    for (const name of ICON_NAMES) expect(resolveIcon(name)?.kind).toBe('named');
  });

  it('an image at an https address or a path of this site, its alt text its label', () => {
    expect(resolveIcon({ src: 'https://cdn.example.com/a.svg', alt: 'Remote' })).toEqual({
      kind: 'image',
      src: 'https://cdn.example.com/a.svg',
      label: 'Remote',
      position: 'start',
    });
    expect(resolveIcon({ src: '/icons/office.png' })).toEqual({
      kind: 'image',
      src: '/icons/office.png',
      position: 'start',
    });
  });

  it('draws nothing it cannot trust or does not know', () => {
    for (const src of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://insecure.example/a.png',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'https://a.example/"onerror="x',
      'icons/relative.png',
      `https://a.example/${'x'.repeat(2000)}`,
      42,
    ]) {
      expect(isSafeImageSource(src), String(src)).toBe(false);
      expect(resolveIcon({ src }), String(src)).toBeUndefined();
    }
    for (const value of [
      'rocket',
      'toString',
      '__proto__',
      { name: 'rocket' },
      { name: 'constructor' },
      { label: 'x' },
      ['plus'],
      null,
      7,
      () => 'plus',
    ]) {
      expect(resolveIcon(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('says why a stored icon cannot be drawn', () => {
    expect(iconProblem(undefined)).toBeUndefined();
    expect(iconProblem('plus')).toBeUndefined();
    expect(iconProblem({ src: '/a.png', alt: 'A', position: 'end' })).toBeUndefined();
    expect(iconProblem('rocket')).toMatch(/^must be an icon name \(plus, check/);
    expect(iconProblem({ name: 'rocket' })).toMatch(/^name must be one of plus, check/);
    expect(iconProblem({ src: 'javascript:x' })).toBe(
      'src must be an https address or a path of this site',
    );
    expect(iconProblem({ name: 'plus', position: 'left' })).toBe('position must be start or end');
  });
});
