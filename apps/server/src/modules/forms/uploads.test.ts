import {
  FILE_UPLOAD_MAX_BYTES,
  saveDraftApplicationCall,
  UPLOAD_REFUSALS,
  uploadFileCall,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoPositionIds } from '../positions/positions.repository';
import {
  createTestApp,
  logInNewCandidate,
  type TestApp,
  type Visitor,
} from '../../testing/test-app';

// A file for an answer that the server refuses: the same words every time it is sent again, words
// the browser knows (UPLOAD_REFUSALS, shown in the page's language), and never a 5xx.
const DOMAIN = 'northwind.example';

describe('uploads for answers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A draft of the last open demo position, in the page's language.
  async function saveDraft(visitor: Visitor, values: unknown, language: string) {
    const groupId = (await t.groups.get(DOMAIN))?.id ?? '';
    const [pid] = (await findDemoPositionIds(t.db, groupId, t.clock.now(), 12)).open.slice(-1);
    return visitor.send(
      'PUT',
      saveDraftApplicationCall.path,
      { domain: DOMAIN, position_id: String(pid), values_json: JSON.stringify(values) },
      { 'accept-language': language },
    );
  }

  const send = (visitor: Visitor, name: string, bytes: Buffer) =>
    visitor.post(uploadFileCall.path, {
      domain: DOMAIN,
      name,
      type: 'application/pdf',
      content: bytes.toString('base64'),
    });

  it('refuses a file the same way each time it is retried, in the words the browser knows', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const notPdf = Buffer.from('These bytes are not a PDF.\n');
    const cases = [
      { name: 'resume.pdf', bytes: notPdf, said: UPLOAD_REFUSALS.notAllowed },
      { name: 'empty.pdf', bytes: Buffer.alloc(0), said: UPLOAD_REFUSALS.empty },
      {
        name: 'scan.pdf',
        bytes: Buffer.alloc(FILE_UPLOAD_MAX_BYTES + 1, 0x25),
        said: UPLOAD_REFUSALS.tooLarge,
      },
    ];
    for (const { name, bytes, said } of cases) {
      const answers = [await send(visitor, name, bytes), await send(visitor, name, bytes)];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(422);
        expect(answer.json()).toMatchObject({ message: said, errors: { content: said } });
      }
    }
    // And one that is what it says is stored.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect((await send(visitor, 'resume.pdf', pdf)).statusCode).toBe(200);
  });

  it('answers a file listed as refused in the browser’s words, in the page’s language', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const refused = {
      uid: 'u1',
      name: 'resume.pdf',
      size: 27,
      type: 'application/pdf',
      status: 'error',
      error: UPLOAD_REFUSALS.notAllowed,
    };
    const save = (language: string) =>
      saveDraft(visitor, { city: 'Oakland', resume: [refused] }, language);
    const english = await save('en');
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json()).toMatchObject({ errors: { resume: 'File could not be uploaded' } });
    const german = await save('de');
    expect(german.json()).toMatchObject({
      errors: { resume: 'Die Datei konnte nicht hochgeladen werden' },
    });
  });

  it('answers an unknown question and a file that is not the candidate’s in the page’s language', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const missing = {
      uid: 'u2',
      name: 'cv.pdf',
      size: 27,
      type: 'application/pdf',
      fileId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    };
    const save = (language: string) =>
      saveDraft(visitor, { salaryBand: 'A', resume: [missing] }, language);
    const expected: Record<string, { salaryBand: string; resume: string }> = {
      en: {
        salaryBand: 'This question is not on the form.',
        resume: 'This file could not be found. Please upload it again.',
      },
      de: {
        salaryBand: 'Diese Frage ist nicht Teil des Formulars.',
        resume: 'Diese Datei konnte nicht gefunden werden. Bitte laden Sie sie erneut hoch.',
      },
      ar: {
        salaryBand: 'هذا السؤال غير موجود في النموذج.',
        resume: 'تعذّر العثور على هذا الملف. يُرجى رفعه مرة أخرى.',
      },
    };
    for (const [language, errors] of Object.entries(expected)) {
      const answer = await save(language);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toMatchObject({ errors });
    }
  });
});
