import {
  EXPORT_RESUME_PATH,
  HEADER_LOGIN_REQUIRED,
  exportResumeHref,
  profileEditCall,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInNewCandidate, Visitor, type TestApp } from '../../testing/test-app';
import { extractResumeText } from './resume-text';

const DOMAIN = 'northwind.example';

async function fill(visitor: Visitor, section: string, operation: string, value: unknown) {
  const answer = await visitor.post(profileEditCall.path, {
    domain: DOMAIN,
    op_section: section,
    operation,
    op_data: { value },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

const pdfText = async (payload: Buffer) =>
  (await extractResumeText(new Uint8Array(payload), 'pdf')).normalize('NFKC');

// GET export_resume, on the real database.
describe('export_resume', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the candidate's profile as a PDF in the page's language, inline or as a download", async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    await fill(visitor, 'contact', 'edit', {
      firstName: 'Jana',
      lastName: 'Weber',
      phone: '+49 30 901820',
      location: 'Berlin, Germany',
      headline: 'Senior Backend Engineer',
    });
    await fill(visitor, 'summary', 'edit', 'Backend engineer with nine years of payments.');
    await fill(visitor, 'experience', 'add', {
      company: 'Northwind Payments',
      title: 'Senior Backend Engineer',
      period: { startDate: '2021-03', isCurrent: true },
    });
    await fill(visitor, 'skills', 'add', 'TypeScript');

    const inline = await visitor.get(exportResumeHref(DOMAIN, 'en', false));
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(
      /^inline; filename="Resume - Jana Weber\.pdf"/,
    );
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['cache-control']).toBe('private, no-store');
    expect(inline.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const english = await pdfText(inline.rawPayload);
    for (const expected of ['Jana Weber', 'Summary', 'Experience', 'Mar 2021 – Present']) {
      expect(english).toContain(expected);
    }

    const download = await visitor.get(exportResumeHref(DOMAIN, 'de', true));
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="Lebenslauf - Jana Weber\.pdf"/,
    );
    expect(await pdfText(download.rawPayload)).toContain('Berufserfahrung');

    const arabic = await visitor.get(exportResumeHref(DOMAIN, 'ar', false));
    expect(arabic.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('السيرة الذاتية - Jana Weber.pdf')}`,
    );
    const arabicText = await pdfText(arabic.rawPayload);
    for (const expected of ['نبذة مهنية', 'الخبرة المهنية', 'المهارات', 'حتى الآن']) {
      expect(arabicText).toContain(expected);
    }

    // Without a language of its own (or with one no site speaks), the page's Accept-Language.
    const byHeader = await t.app.inject({
      method: 'GET',
      url: `${EXPORT_RESUME_PATH}?domain=${DOMAIN}&hl=xx`,
      headers: { cookie: visitor.cookieHeader, 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(byHeader.headers['content-disposition']).toMatch(/^inline; filename="Lebenslauf/);
  });

  it('asks a visitor who is not logged in to log in', async () => {
    const visitor = new Visitor(t.app, DOMAIN);
    await visitor.page();
    const answer = await visitor.get(exportResumeHref(DOMAIN, 'en', true));
    expect(answer.statusCode).toBe(401);
    expect(answer.headers[HEADER_LOGIN_REQUIRED]).toBe('1');
    expect(answer.headers['content-type']).not.toBe('application/pdf');
  });
});
