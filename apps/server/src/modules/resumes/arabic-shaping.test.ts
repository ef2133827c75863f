import { describe, expect, it } from 'vitest';
import { shapeArabic } from './arabic-shaping';

const points = (text: string) =>
  Array.from(text, (char) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase());

describe('shapeArabic', () => {
  it('gives each letter its form by its neighbours', () => {
    // ليلى: initial lam, medial yeh, medial lam, final alef maksura.
    expect(points(shapeArabic('ليلى'))).toEqual(['FEDF', 'FEF4', 'FEE0', 'FEF0']);
    // دار: dal and alef never join the letter after them, so all three stand alone; in باب the
    // alef joins the beh before it.
    expect(points(shapeArabic('دار'))).toEqual(['FEA9', 'FE8D', 'FEAD']);
    expect(points(shapeArabic('باب'))).toEqual(['FE91', 'FE8E', 'FE8F']);
  });

  it('joins lam and alef into one ligature, final after a joining letter', () => {
    expect(points(shapeArabic('لا'))).toEqual(['FEFB']);
    expect(points(shapeArabic('سلام'))).toEqual(['FEB3', 'FEFC', 'FEE1']);
  });

  it('keeps marks in place without breaking a join, and leaves other scripts alone', () => {
    // بَب: the fatha between two behs does not stop them joining.
    expect(points(shapeArabic('بَب'))).toEqual(['FE91', '64E', 'FE90']);
    expect(shapeArabic('TU Berlin 2016')).toBe('TU Berlin 2016');
    expect(points(shapeArabic('ب ب'))).toEqual(['FE8F', '20', 'FE8F']);
  });

  it('reads back as the same letters', () => {
    const text = 'مهندسة برمجيات في شركة نورثويند منذ 2016';
    expect(shapeArabic(text).normalize('NFKC')).toBe(text);
  });
});
