import { describe, expect, it } from 'vitest';
import { toLatin1 } from './text';

describe('toLatin1', () => {
  it('keeps Latin-1, strips accents it cannot write, marks the rest', () => {
    expect(toLatin1('Zoë Ångström')).toBe('Zoë Ångström');
    expect(toLatin1('Antonín Dvořák, Łódź')).toBe('Antonín Dvorák, ?ódz');
    expect(toLatin1('山田 太郎')).toBe('?? ??');
  });

  it('leaves out the WinAnsi row that PDF text strings read differently', () => {
    expect(toLatin1('Zoë — €')).toBe('Zoë ? ?');
  });

  it('composes decomposed accents and turns odd spaces and line breaks into spaces', () => {
    expect(toLatin1('Zoe\u0308\u202fA\nB\tC')).toBe('Zoë A B C');
  });
});
