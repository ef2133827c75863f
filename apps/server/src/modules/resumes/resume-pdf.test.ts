import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Profile } from '@careers/contracts';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fontBytes, woffToSfnt } from './resume-fonts';
import { renderResumePdf } from './resume-pdf';
import { CURRENT_JOB, EMPTY_PROFILE, JANA_PROFILE, LAYLA_PROFILE } from './resume-pdf-fixtures';
import { resumePdfText } from './resume-pdf-text';
import { A4, MARGIN } from './resume-pdf-writer';
import { extractResumeText } from './resume-text';

const NOW = new Date('2026-11-21T10:00:00.000Z');

async function render(profile: Profile, locale: string) {
  const bytes = await renderResumePdf(profile, {
    text: resumePdfText(locale),
    accentColor: '#1f4e79',
    creator: 'Northwind Traders',
    now: NOW,
  });
  const raw = await extractResumeText(bytes, 'pdf');
  // Arabic comes out as the presentation forms it was drawn in; NFKC gives back the letters.
  return { bytes, raw, text: raw.normalize('NFKC'), doc: await PDFDocument.load(bytes) };
}

// Where each text item ends on the page, to see which edge a line keeps to.
async function rightEdges(bytes: Uint8Array): Promise<Map<string, number>> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 });
  const page = await (await task.promise).getPage(1);
  const edges = new Map<string, number>();
  for (const item of (await page.getTextContent()).items) {
    if ('str' in item)
      edges.set(item.str.normalize('NFKC'), (item.transform[4] as number) + item.width);
  }
  await task.destroy();
  return edges;
}

describe('the exported resume PDF', () => {
  it('writes a full profile on one A4 page: name, headline, contact line and every section', async () => {
    const { text, doc } = await render(JANA_PROFILE, 'en');
    for (const expected of [
      'Jana Weber',
      'Senior Backend Engineer',
      'jana.weber@example.com · +49 30 901820 · Berlin, Germany · github.com/janaweber',
      'Summary',
      'Calm on-call rotations.',
      'Experience',
      'Mar 2021 – Present',
      'Sep 2016 – Feb 2021',
      'Northwind Payments · Berlin',
      'Education',
      "Master's degree, Computer Science",
      'Skills',
      'TypeScript · PostgreSQL · Kafka',
      'Languages',
      'Native or bilingual',
      'Certifications',
      'AWS · valid until May 2025',
    ]) {
      expect(text).toContain(expected);
    }
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height]).toEqual(A4);
    expect(doc.getTitle()).toBe('Resume - Jana Weber');
    expect(doc.getAuthor()).toBe('Jana Weber');
    expect(doc.getCreator()).toBe('Northwind Traders');
    expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('en');
  });

  it('writes the fixed words and dates in German', async () => {
    const { text, doc } = await render(JANA_PROFILE, 'de');
    for (const expected of ['Berufserfahrung', 'März 2021 – heute', 'Fähigkeiten', 'Master']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Muttersprache oder zweisprachig');
    expect(doc.getTitle()).toBe('Lebenslauf - Jana Weber');
  });

  it('writes Arabic shaped, right to left and right-aligned, reading back in logical order', async () => {
    const { bytes, raw, text, doc } = await render(LAYLA_PROFILE, 'ar');
    for (const expected of [
      'ليلى حداد',
      'مهندسة برمجيات أولى',
      'نبذة مهنية',
      'الخبرة المهنية',
      'شركة نورثويند',
      'التعليم',
      'بكالوريوس، علوم الحاسوب',
      'المهارات',
      'اللغات',
      'لغة أم أو ثنائي اللغة',
      'حتى الآن',
    ]) {
      expect(text).toContain(expected);
    }
    // Drawn as joined letters (presentation forms), not as isolated ones.
    expect(raw).toMatch(/[\uFE70-\uFEFC]/u);
    expect(doc.getTitle()).toBe('السيرة الذاتية - ليلى حداد');
    const edges = await rightEdges(bytes);
    for (const line of ['ليلى حداد', 'الخبرة المهنية']) {
      expect(edges.get(line)).toBeCloseTo(A4[0] - MARGIN, 0);
    }
  });

  it('leaves out the empty sections, and names a candidate without a name by their address', async () => {
    const { text, doc } = await render(EMPTY_PROFILE, 'en');
    expect(text.trim()).toBe('candidate@example.com');
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Resume - candidate@example.com');
  });

  it('flows a long profile onto more pages and numbers them', async () => {
    const long = { ...JANA_PROFILE, experience: Array.from({ length: 14 }, () => CURRENT_JOB) };
    const { text, doc } = await render(long, 'ja');
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`1 / ${pages}`);
    expect(text).toContain(`${pages} / ${pages}`);
    // A language whose script the PDF's fonts lack reads English throughout, dates included.
    expect(text).toContain('Mar 2021 – Present');
  });

  it('embeds the fonts as plain TrueType converted from the WOFF files', () => {
    const require = createRequire(import.meta.url);
    const woff = readFileSync(
      require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
    );
    const sfnt = woffToSfnt(woff);
    expect(new DataView(sfnt.buffer).getUint32(0)).toBe(0x00010000);
    expect(fontkit.create(sfnt).numGlyphs).toBe(fontkit.create(woff).numGlyphs);
    expect(fontBytes('latin', 'regular')).toBe(fontBytes('latin', 'regular'));
  });
});
