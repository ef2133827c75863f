import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { faceFor } from './font-faces';
import { PdfText } from './pdf-text';

async function text(language = 'en') {
  return PdfText.start(await PDFDocument.create(), { language, direction: 'ltr' });
}

describe('faceFor', () => {
  it('finds each script its face, and Han the face of the document language', () => {
    expect(faceFor('A'.codePointAt(0)!, 'en')).toBe('noto-sans/latin');
    expect(faceFor('Ж'.codePointAt(0)!, 'en')).toBe('noto-sans/cyrillic');
    expect(faceFor('ل'.codePointAt(0)!, 'en')).toBe('noto-sans-arabic/arabic');
    expect(faceFor('ש'.codePointAt(0)!, 'en')).toBe('noto-sans-hebrew/hebrew');
    expect(faceFor('क'.codePointAt(0)!, 'en')).toBe('noto-sans-devanagari/devanagari');
    expect(faceFor('క'.codePointAt(0)!, 'en')).toBe('noto-sans-telugu/telugu');
    expect(faceFor('ก'.codePointAt(0)!, 'en')).toBe('noto-sans-thai/thai');
    expect(faceFor('한'.codePointAt(0)!, 'en')).toMatch(/^noto-sans-kr\/\d+$/);
    expect(faceFor('あ'.codePointAt(0)!, 'en')).toMatch(/^noto-sans-jp\/\d+$/);
    expect(faceFor('山'.codePointAt(0)!, 'ja')).toMatch(/^noto-sans-jp\/\d+$/);
    expect(faceFor('山'.codePointAt(0)!, 'zh-CN')).toMatch(/^noto-sans-sc\/\d+$/);
    expect(faceFor('山'.codePointAt(0)!, 'zh-TW')).toMatch(/^noto-sans-tc\/\d+$/);
    expect(faceFor('山'.codePointAt(0)!, 'ko')).toMatch(/^noto-sans-kr\/\d+$/);
  });
});

describe('PdfText', () => {
  it('joins Arabic letters: the same letter takes another glyph at the start and in the middle', async () => {
    const pdf = await text('ar');
    // ل starts the word and stands again in its middle; shaped, the two are different glyphs,
    // and the word is narrower than its letters set apart.
    const word = 'ليلى';
    const apart = Array.from(word).join(' ');
    const font = { size: 20 };
    expect(pdf.width(word, font, 'rtl')).toBeLessThan(
      pdf.width(apart, font, 'rtl') - pdf.width('   ', font),
    );
  });

  it('combines Devanagari: a conjunct is narrower than its letters drawn one by one', async () => {
    const pdf = await text('hi');
    const font = { size: 20 };
    const conjunct = pdf.width('प्र', font);
    const letters = pdf.width('प', font) + pdf.width('्', font) + pdf.width('र', font);
    expect(conjunct).toBeLessThan(letters);
  });

  it('wraps at the width it is given, in any script', async () => {
    const pdf = await text('th');
    const font = { size: 10 };
    const lines = pdf.wrap('สมชาย ใจดี วิศวกรซอฟต์แวร์อาวุโส '.repeat(10), font, 120);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(pdf.width(line, font)).toBeLessThanOrEqual(120);
  });
});
