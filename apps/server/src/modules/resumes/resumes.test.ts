import {
  deleteResumeCall,
  profileDetailsCall,
  profileEditCall,
  resumeFileHref,
  resumesCall,
  uploadResumeCall,
} from '@careers/contracts';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../testing/multipart';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  readBootData,
  type TestApp,
  type Visitor,
} from '../../testing/test-app';
import { RESUME_PERSONAS, resumeDocx, resumePdf } from './resume-fixtures';
import { RESUME_MESSAGES } from './resumes.service';

const DOMAIN = 'northwind.example';
const [JANA, MARCUS] = RESUME_PERSONAS as [
  (typeof RESUME_PERSONAS)[number],
  (typeof RESUME_PERSONAS)[number],
];

// A PDF whose standard security handler wants a password the candidate did not give.
const ENCRYPTED_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  `4 0 obj << /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'ab'.repeat(32)}> /P -4 >> endobj`,
  `trailer << /Root 1 0 R /Size 5 /Encrypt 4 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>] >>`,
  '%%EOF',
].join('\n');

const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

function upload(visitor: Visitor, name: string, content: string) {
  return visitor.post(uploadResumeCall.path, {
    domain: DOMAIN,
    resume_file_name: name,
    resume_content: content,
  });
}

// Resume upload (upload_resume), on the real database and store.
describe('resumes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads a PDF resume into an empty profile, marks what it filled and lists the resume', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const pdf = await resumePdf(JANA);
    const answer = dataOf(
      uploadResumeCall,
      await upload(visitor, 'Jana Weber.pdf', dataUrl('application/pdf', pdf)),
    );
    expect(answer.candidate).toMatchObject({
      phone: '+49 30 901820',
      location: 'Berlin, Germany',
      headline: 'Senior Backend Engineer',
      summary: 'Backend engineer with nine years of building payment systems.',
    });
    expect(answer.candidate.skills).toEqual(
      expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Kafka']),
    );
    expect(answer.candidate.experience.map((entry) => entry.company)).toEqual([
      'Northwind Payments',
      'Contoso Bank',
    ]);
    expect(answer.candidate.filledFromResume).toEqual([
      'contact',
      'summary',
      'experience',
      'education',
      'skills',
      'languages',
      'links',
    ]);
    expect(answer.resume).toMatchObject({ name: 'Jana Weber.pdf', type: 'pdf', size: pdf.length });
    expect(
      readBootData((await visitor.get(`/careers?domain=${DOMAIN}`)).body).profile?.hasResume,
    ).toBe(true);

    const { resumes } = dataOf(
      resumesCall,
      await visitor.get(`${resumesCall.path}?domain=${DOMAIN}`),
    );
    expect(resumes.map((resume) => resume.id)).toEqual([answer.resume.id]);
    const file = await visitor.get(resumeFileHref(answer.resume.id, DOMAIN));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(Buffer.from(pdf))).toBe(true);
  });

  it('takes the upload form as a form too: urlencoded or multipart text, never a file part', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const fields = {
      domain: DOMAIN,
      resume_file_name: 'Marcus.pdf',
      resume_content: dataUrl('application/pdf', await resumePdf(MARCUS)),
    };
    const urlencoded = await visitor.post(
      uploadResumeCall.path,
      Buffer.from(new URLSearchParams(fields).toString()),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(dataOf(uploadResumeCall, urlencoded).resume.name).toBe('Marcus.pdf');
    const form = await multipart(fields);
    const asMultipart = await visitor.post(uploadResumeCall.path, form.payload, form.headers);
    expect(dataOf(uploadResumeCall, asMultipart).resume.name).toBe('Marcus.pdf');

    const withFile = await multipart({ domain: DOMAIN, resume_file_name: 'x.pdf' }, [
      { field: 'resume_content', name: 'x.pdf', bytes: await resumePdf(MARCUS) },
    ]);
    const refused = await visitor.post(uploadResumeCall.path, withFile.payload, withFile.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { resume_content: 'Not a file this call takes.' },
    });
    const polluting = await visitor.post(
      uploadResumeCall.path,
      Buffer.from(`__proto__=x&${new URLSearchParams(fields).toString()}`),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(polluting.statusCode).toBe(400);
    // Only this call takes a form: another answers 415, as before.
    const elsewhere = await visitor.post(
      profileEditCall.path,
      Buffer.from('domain=northwind.example'),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(elsewhere.statusCode).toBe(415);
    const { resumes } = dataOf(
      resumesCall,
      await visitor.get(`${resumesCall.path}?domain=${DOMAIN}`),
    );
    expect(resumes).toHaveLength(2);
  });

  it('adds to a profile without overwriting what the candidate wrote', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    await visitor.post('/api/pcsx/profile_edit', {
      domain: DOMAIN,
      op_section: 'summary',
      operation: 'edit',
      op_data: { value: 'My own words.' },
    });
    await upload(visitor, 'jana.docx', dataUrl('application/octet-stream', await resumeDocx(JANA)));
    const second = dataOf(
      uploadResumeCall,
      await upload(visitor, 'marcus.docx', dataUrl('application/msword', await resumeDocx(MARCUS))),
    );
    // The first resume's phone stays; the second adds its jobs after the first one's.
    expect(second.candidate.summary).toBe('My own words.');
    expect(second.candidate.phone).toBe('+49 30 901820');
    expect(second.candidate.experience.map((entry) => entry.title)).toEqual([
      'Senior Backend Engineer',
      'Backend Engineer',
      'Registered Nurse',
      'Nursing Assistant',
    ]);
    expect(second.resume.filled).toEqual(['experience', 'education', 'skills']);
    const profile = dataOf(
      profileDetailsCall,
      await visitor.get(`${profileDetailsCall.path}?domain=${DOMAIN}`),
    );
    expect(profile.filledFromResume).not.toContain('summary');
  });

  it('refuses a file of the wrong kind, an empty one and an unreadable PDF, storing nothing', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: [string, string, string][] = [
      ['photo.png', dataUrl('image/png', png), RESUME_MESSAGES.wrongType(['pdf', 'docx', 'txt'])],
      [
        'renamed.pdf',
        dataUrl('application/pdf', png),
        RESUME_MESSAGES.wrongType(['pdf', 'docx', 'txt']),
      ],
      ['empty.txt', 'data:text/plain;base64,', RESUME_MESSAGES.empty],
      [
        'broken.pdf',
        dataUrl('application/pdf', Buffer.from('%PDF-1.7\nnot really')),
        RESUME_MESSAGES.unreadable,
      ],
    ];
    for (const [name, content, message] of cases) {
      const answer = await upload(visitor, name, content);
      expect(answer.statusCode, name).toBe(422);
      expect(answer.json()).toMatchObject({ errors: { resume_content: message } });
    }
    const notDataUrl = await upload(visitor, 'a.txt', 'aGVsbG8=');
    expect(notDataUrl.statusCode).toBe(422);
    const { resumes } = dataOf(
      resumesCall,
      await visitor.get(`${resumesCall.path}?domain=${DOMAIN}`),
    );
    expect(resumes).toEqual([]);
  });

  it('refuses an encrypted PDF and a Word document that would unpack past the limit', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const encrypted = await upload(
      visitor,
      'locked.pdf',
      dataUrl('application/pdf', Buffer.from(ENCRYPTED_PDF, 'latin1')),
    );
    expect(encrypted.statusCode).toBe(422);
    expect(encrypted.json()).toMatchObject({ message: RESUME_MESSAGES.unreadable });

    // 40 MB of text deflates to a few kilobytes.
    const zip = new JSZip();
    zip.file('word/document.xml', ' '.repeat(40 * 1024 * 1024));
    zip.file('[Content_Types].xml', '<Types/>');
    const bomb = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(200_000);
    const answer = await upload(visitor, 'bomb.docx', dataUrl('application/msword', bomb));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ message: RESUME_MESSAGES.tooComplex });
  });

  it("honours the site's resume types and size, and keeps another candidate's resume from view", async () => {
    const restore = await t.setConfig(DOMAIN, 'pcsxConfig.fileUploadConfig', {
      allowedResumeTypes: ['pdf'],
      resumeMaxSizeMb: 0.001,
    });
    try {
      const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
      const text = await upload(
        visitor,
        'cv.txt',
        dataUrl('text/plain', Buffer.from('Jana Weber')),
      );
      expect(text.json()).toMatchObject({ message: 'Upload your resume as PDF.' });
      const big = await upload(
        visitor,
        'cv.pdf',
        dataUrl('application/pdf', await resumePdf(JANA)),
      );
      expect(big.json()).toMatchObject({ message: RESUME_MESSAGES.tooLarge(0.001) });
    } finally {
      await restore();
    }

    const owner = await logInNewCandidate(t, { domain: DOMAIN });
    const { resume } = dataOf(
      uploadResumeCall,
      await upload(
        owner.visitor,
        'cv.txt',
        dataUrl('text/plain', Buffer.from(JANA.lines.join('\n'))),
      ),
    );
    const other = await logInNewCandidate(t, { domain: DOMAIN });
    expect((await other.visitor.get(resumeFileHref(resume.id, DOMAIN))).statusCode).toBe(404);
    const path = deleteResumeCall.path.replace(':id', resume.id);
    expect((await other.visitor.send('DELETE', path, { domain: DOMAIN })).statusCode).toBe(404);

    const deleted = dataOf(
      deleteResumeCall,
      await owner.visitor.send('DELETE', path, { domain: DOMAIN }),
    );
    expect(deleted.resumes).toEqual([]);
    const boot = readBootData((await owner.visitor.get(`/careers?domain=${DOMAIN}`)).body);
    expect(boot.profile?.hasResume).toBe(false);
    expect((await owner.visitor.get(resumeFileHref(resume.id, DOMAIN))).statusCode).toBe(404);
  });
});
