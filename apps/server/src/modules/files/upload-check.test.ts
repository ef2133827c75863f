import { beforeAll, describe, expect, it } from 'vitest';
import { pngHeader } from './image-fixtures';
import { checkUpload, cleanFileName } from './upload-check';
import { honestDocx, honestPdf, type Lie, uploadLies } from './upload-lies';

describe('checkUpload', () => {
  let lies: Lie[];
  beforeAll(async () => {
    lies = await uploadLies();
  });

  it('takes honest files under their clean names', async () => {
    expect(await checkUpload(await honestPdf(), 'C:\\Users\\jane\\Jane Doe.pdf')).toEqual({
      ok: true,
      type: { contentType: 'application/pdf', extension: 'pdf' },
      name: 'Jane Doe.pdf',
    });
    expect(await checkUpload(await honestDocx(), '../../cv\u0000.docx')).toMatchObject({
      ok: true,
      name: 'cv.docx',
    });
    expect(await checkUpload(pngHeader(64, 64), 'me.png')).toMatchObject({ ok: true });
  });

  it('finds what each lying file hides', async () => {
    for (const lie of lies) {
      const checked = await checkUpload(lie.bytes, lie.fileName);
      expect(checked, lie.what).toEqual({ ok: false, problem: lie.problem });
    }
  });

  it('refuses a type the upload does not take before reading its content', async () => {
    const accepts = () => false;
    expect(await checkUpload(await honestPdf(), 'cv.pdf', accepts)).toEqual({
      ok: false,
      problem: 'type',
    });
  });
});

describe('cleanFileName', () => {
  it.each([
    ['/etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\boot.ini.txt', 'boot.ini.txt'],
    ['..', ''],
    ['.hidden.pdf', 'hidden.pdf'],
    ['line\r\nbreak.pdf', 'linebreak.pdf'],
    ['resume\u202efdp.exe', 'resumefdp.exe'],
    ['  Zoë Müller – CV.pdf ', 'Zoë Müller – CV.pdf'],
    ['سيرة ذاتية.pdf', 'سيرة ذاتية.pdf'],
  ])('%j is kept as %j', (name, clean) => {
    expect(cleanFileName(name)).toBe(clean);
  });

  it('shortens a long name and keeps its extension', () => {
    const clean = cleanFileName(`${'a'.repeat(400)}.pdf`);
    expect(clean).toHaveLength(200);
    expect(clean.endsWith('a.pdf')).toBe(true);
  });
});
