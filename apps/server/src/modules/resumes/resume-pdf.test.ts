import type { Profile } from '@careers/contracts';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { serverText } from '../../shared/server-text';
import { pdfText, shouldSkipPoppler } from '../pdf/test-support';
import { renderResumePdf } from './resume-pdf';
import {
  CURRENT_JOB,
  EMPTY_PROFILE,
  JANA_PROFILE,
  LAYLA_PROFILE,
  SCRIPT_PROFILES,
} from './resume-pdf-fixtures';
import { formatMonth, resumePdfText } from './resume-pdf-text';
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
  const text = await extractResumeText(bytes, 'pdf');
  return { bytes, text, doc: await PDFDocument.load(bytes) };
}

// Where each text item ends on the page, to see which edge a line keeps to.
async function rightEdges(bytes: Uint8Array): Promise<Map<string, number>> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 });
  const page = await (await task.promise).getPage(1);
  const edges = new Map<string, number>();
  for (const item of (await page.getTextContent()).items) {
    if ('str' in item) edges.set(item.str, (item.transform[4] as number) + item.width);
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
    const { bytes, text, doc } = await render(LAYLA_PROFILE, 'ar');
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
    // Read back as letters: the joined forms are the font's glyphs, not presentation forms.
    expect(text).not.toMatch(/[\uFE70-\uFEFC]/u);
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
    // Japanese throughout, dates included.
    expect(text).toContain(`${formatMonth('ja', '2021-03')} – ${serverText('ja').resume.present}`);
  });

  // pdftotext reads the file as a reader's tools do: the candidate's name and the site's
  // headings come back as written, in every script (docs/product/languages.md).
  it.skipIf(shouldSkipPoppler).each(SCRIPT_PROFILES)(
    'writes $script: the name, headline and headings read back from the PDF',
    async ({ locale, profile }) => {
      const { bytes, doc } = await render(profile, locale);
      const extracted = pdfText(bytes).replace(/[\u202A-\u202E\u2066-\u2069]/gu, '');
      const { headings } = serverText(locale).resume;
      for (const expected of [
        `${profile.firstName} ${profile.lastName}`,
        profile.headline,
        headings.summary,
        headings.experience,
        headings.skills,
      ]) {
        expect(extracted).toContain(expected);
      }
      expect(doc.getTitle()).toBe(
        `${serverText(locale).resume.resume} - ${profile.firstName} ${profile.lastName}`,
      );
      expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe(locale);
    },
  );

  it.skipIf(shouldSkipPoppler)('writes a name that mixes scripts, each in its face', async () => {
    const profile = { ...JANA_PROFILE, firstName: 'Anna प्रिया', lastName: '山田 Ελένη' };
    const { bytes } = await render(profile, 'en');
    expect(pdfText(bytes)).toContain('Anna प्रिया 山田 Ελένη');
  });

  it('embeds only the faces a document draws, subset to its glyphs', async () => {
    const latin = await render(JANA_PROFILE, 'en');
    const japanese = await render(
      SCRIPT_PROFILES.find(({ locale }) => locale === 'ja')!.profile,
      'ja',
    );
    const fontNames = (doc: PDFDocument) =>
      doc.context
        .enumerateIndirectObjects()
        .map(([, object]) => object)
        .filter((object): object is PDFDict => object instanceof PDFDict)
        .filter((dict) => dict.get(PDFName.of('Subtype')) === PDFName.of('Type0'))
        .map((dict) => dict.get(PDFName.of('BaseFont'))?.toString() ?? '');
    expect(fontNames(latin.doc).sort()).toEqual(
      [
        expect.stringMatching(/^\/[A-Z]{6}\+noto-sans-latin-400-normal$/),
        expect.stringMatching(/^\/[A-Z]{6}\+noto-sans-latin-700-normal$/),
      ].sort(),
    );
    expect(fontNames(japanese.doc).some((name) => /noto-sans-jp-\d+-700-normal$/.test(name))).toBe(
      true,
    );
    // Subset: a page of text in a few faces stays small.
    expect(latin.bytes.length).toBeLessThan(60_000);
  });
});
