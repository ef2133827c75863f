import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sizeToFit, toLatin1, toWinAnsi, wrapText } from './text';

describe('toWinAnsi', () => {
  it('keeps Latin-1 and the WinAnsi extras, strips accents it cannot write, marks the rest', () => {
    expect(toWinAnsi('Zoë Ångström – “€90,000”')).toBe('Zoë Ångström – “€90,000”');
    expect(toWinAnsi('Antonín Dvořák, Łódź')).toBe('Antonín Dvorák, ?ódz');
    expect(toWinAnsi('山田 太郎 🙂')).toBe('?? ?? ?');
  });

  it('composes decomposed accents and turns odd spaces and line breaks into spaces', () => {
    expect(toWinAnsi('Zoe\u0308\u202fA\nB\tC')).toBe('Zoë A B C');
  });
});

describe('toLatin1', () => {
  it('leaves out the WinAnsi row that PDF text strings read differently', () => {
    expect(toLatin1('Zoë — €')).toBe('Zoë ? ?');
  });
});

describe('wrapText', () => {
  it('breaks at spaces within the width and cuts a word longer than the line', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit';
    const lines = wrapText(`${words} ${'x'.repeat(60)}`, font, 10, 120);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
    expect(lines.length).toBeGreaterThan(3);
    const wordLines = lines.filter((line) => !line.startsWith('x'));
    expect(wordLines.join(' ')).toBe(words);
    expect(lines.join('').replace(/[^x]/g, '')).toHaveLength(60);
    expect(wrapText('', font, 10, 100)).toEqual(['']);
  });

  it('sizes a line to fit its width', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const size = sizeToFit('A rather long typed name', font, 28, 100);
    expect(font.widthOfTextAtSize('A rather long typed name', size)).toBeCloseTo(100, 5);
    expect(sizeToFit('Al', font, 28, 100)).toBe(28);
  });
});
