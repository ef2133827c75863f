import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acceptOfferCall,
  devExtendOfferCall,
  profileDetailsCall,
  resumeFileHref,
  resumesCall,
  uploadAvatarCall,
  uploadFileCall,
  uploadResumeCall,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './modules/files/local-file-store';
import { pngHeader } from './modules/files/image-fixtures';
import { UPLOAD_PROBLEM_MESSAGES, type UploadProblem } from './modules/files/upload-check';
import { honestPdf, type Lie, uploadLies } from './modules/files/upload-lies';
import type { FileStore } from './modules/files/file-store';
import { RESUME_MESSAGES } from './modules/resumes/resumes.service';
import { multipart } from './testing/multipart';
import { rowCounts } from './testing/row-counts';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  type TestApp,
  type Visitor,
} from './testing/test-app';

// Every call a candidate uploads a file through, sent files that lie about what they are
// (modules/files/upload-lies.ts): each is refused with its call's message, and nothing is
// stored — no bytes in the store, no row. What is taken is served back as its own type only,
// never sniffed, in a sandbox (docs/product/shell-and-gates.md, "Bad input").
const DOMAIN = 'northwind.example';

type Upload = {
  name: string;
  // What the call needs first (an offer to accept), made before anything is counted.
  prepare?: (visitor: Visitor) => Promise<string>;
  send: (
    visitor: Visitor,
    lie: Lie,
    prepared: string,
  ) => Promise<{ statusCode: number; json: () => unknown }>;
  // The message each problem is refused with, or null where the call takes such a file.
  message: (lie: Lie) => string | null;
};

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const contentOrType = (problem: UploadProblem, type: string): string =>
  problem === 'type' ? type : UPLOAD_PROBLEM_MESSAGES[problem];

let t: TestApp;
let visitor: Visitor;
let lies: Lie[];
let puts = 0;

const uploads: Upload[] = [
  {
    name: 'an answer’s file (uploadFileCall)',
    send: (person, lie) =>
      person.post(uploadFileCall.path, {
        domain: DOMAIN,
        name: lie.fileName,
        type: 'application/pdf',
        content: base64(lie.bytes),
      }),
    message: (lie) =>
      contentOrType(
        lie.problem,
        'This file is not a PDF, Word document, text file or image, or its name does not match what it holds.',
      ),
  },
  {
    name: 'a resume (uploadResumeCall)',
    send: (person, lie) =>
      person.post(uploadResumeCall.path, {
        domain: DOMAIN,
        resume_file_name: lie.fileName,
        resume_content: `data:application/pdf;base64,${base64(lie.bytes)}`,
      }),
    // A group takes PDF, DOCX and TXT resumes by default: a .doc is the wrong type.
    message: (lie) => {
      const wrongType = RESUME_MESSAGES.wrongType(['pdf', 'docx', 'txt']);
      if (lie.fileName.endsWith('.doc')) return wrongType;
      return lie.problem === 'damaged'
        ? RESUME_MESSAGES.unreadable
        : contentOrType(lie.problem, wrongType);
    },
  },
  {
    name: 'a profile photo (uploadAvatarCall)',
    send: (person, lie) =>
      person.post(uploadAvatarCall.path, {
        domain: DOMAIN,
        name: lie.fileName,
        content: base64(lie.bytes),
      }),
    message: () => 'Choose a photo in PNG or JPEG format.',
  },
  {
    name: 'a signed offer letter (acceptOfferCall)',
    prepare: async (person) =>
      dataOf(
        devExtendOfferCall,
        await person.post(devExtendOfferCall.path, { domain: DOMAIN, email: emailOf(person) }),
      ).encId,
    send: async (person, lie, encId) => {
      const { payload, headers } = await multipart({ domain: DOMAIN }, [
        { field: 'signed_offer_letter_pdf_file', name: lie.fileName, bytes: lie.bytes },
      ]);
      return person.post(acceptOfferCall.path.replace(':id', encId), payload, headers);
    },
    // The offer keeps no name of its own for the file: the bytes alone decide.
    message: (lie) => {
      const isPdf = lie.bytes.subarray(0, 5).toString() === '%PDF-';
      if (!isPdf) return 'The signed document must be a PDF file.';
      if (lie.problem === 'type') return null;
      return lie.problem === 'damaged'
        ? 'This PDF could not be read. Save it again as a PDF and upload it once more.'
        : UPLOAD_PROBLEM_MESSAGES[lie.problem];
    },
  },
];

const emails = new Map<Visitor, string>();
const emailOf = (person: Visitor) => emails.get(person) ?? '';

beforeAll(async () => {
  const local = createLocalFileStore(join(await mkdtemp(join(tmpdir(), 'careers-lies-')), 'f'));
  const counted: FileStore = {
    kind: local.kind,
    get: (key) => local.get(key),
    delete: (key) => local.delete(key),
    put: (key, bytes, type) => {
      puts += 1;
      return local.put(key, bytes, type);
    },
  };
  t = await createTestApp({}, { files: counted });
  const { visitor: person, candidate } = await logInNewCandidate(t, {
    domain: DOMAIN,
    hasAttestedTerms: true,
    isOnboarded: true,
    isBootstrapped: true,
  });
  visitor = person;
  emails.set(person, candidate.email);
  lies = await uploadLies();
}, 60_000);
afterAll(() => t.close());

describe('uploads that lie', () => {
  it.each(uploads.map((upload) => [upload.name, upload] as const))(
    '%s refuses each with its message and stores nothing',
    async (_, upload) => {
      for (const lie of lies) {
        const expected = upload.message(lie);
        if (expected === null) continue;
        const prepared = (await upload.prepare?.(visitor)) ?? '';
        // A document of an earlier try may still be sealing, which stores a file of its own.
        await t.app.offerSealer.idle();
        const before = { rows: await rowCounts(t.db), puts };
        const answer = await upload.send(visitor, lie, prepared);
        expect(answer.statusCode, lie.what).toBe(422);
        expect((answer.json() as { message: string }).message, lie.what).toBe(expected);
        expect(await rowCounts(t.db), lie.what).toEqual(before.rows);
        expect(puts, lie.what).toBe(before.puts);
      }
    },
    120_000,
  );
});

describe('what is taken', () => {
  it('is stored under a clean name and served as its own type, never sniffed, in a sandbox', async () => {
    const answer = await visitor.post(uploadResumeCall.path, {
      domain: DOMAIN,
      resume_file_name: '..\\..\\Jane\r Doe\u202e.pdf',
      resume_content: `data:application/pdf;base64,${base64(await honestPdf())}`,
    });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    const [resume] = dataOf(
      resumesCall,
      await visitor.get(`${resumesCall.path}?domain=${DOMAIN}`),
    ).resumes;
    expect(resume?.name).toBe('Jane Doe.pdf');
    const file = await visitor.get(resumeFileHref(resume?.id ?? '', DOMAIN));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="Jane Doe.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');

    const photo = await visitor.post(uploadAvatarCall.path, {
      domain: DOMAIN,
      name: '/tmp/me.png',
      content: base64(pngHeader(64, 64)),
    });
    expect(photo.statusCode, photo.body.slice(0, 200)).toBe(200);
    const profile = dataOf(
      profileDetailsCall,
      await visitor.get(`${profileDetailsCall.path}?domain=${DOMAIN}`),
    );
    const image = await visitor.get(profile.avatar ?? '');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
