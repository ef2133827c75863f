import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import type { UploadProblem } from './upload-check';

// Test files that lie about what they are, built the way their makers build them, for the upload
// check's own tests and the table every upload call is sent them through.

export type Lie = {
  what: string;
  fileName: string;
  bytes: Buffer;
  // What the check finds (decision 017): its type refused, or its content.
  problem: UploadProblem;
};

async function onePagePdf(change?: (document: PDFDocument) => Promise<void> | void) {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText('Jane Doe', { x: 20, y: 100, size: 12 });
  await change?.(document);
  return Buffer.from(await document.save());
}

// A PDF written by hand, so a name can be spelled as an attacker spells it (`/Java#53cript`);
// offsets are not needed, as readers rebuild a missing cross-reference table.
function handWrittenPdf(objects: string[]): Buffer {
  const body = objects.map((object, index) => `${index + 1} 0 obj ${object} endobj`);
  return Buffer.from(
    ['%PDF-1.7', ...body, `trailer << /Root 1 0 R /Size ${objects.length + 1} >>`, '%%EOF'].join(
      '\n',
    ),
    'latin1',
  );
}

async function wordZip(extra: Record<string, string | Buffer> = {}): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('_rels/.rels', '<Relationships/>');
  zip.file('word/document.xml', '<w:document><w:body><w:p>Jane Doe</w:p></w:body></w:document>');
  for (const [name, content] of Object.entries(extra)) zip.file(name, content);
  return Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

export async function honestPdf(): Promise<Buffer> {
  return onePagePdf();
}

export async function honestDocx(): Promise<Buffer> {
  return wordZip();
}

export async function uploadLies(): Promise<Lie[]> {
  const pdf = await onePagePdf();
  const zip = new JSZip();
  zip.file('payload.html', '<script>alert(1)</script>');
  const archive = Buffer.from(await zip.generateAsync({ type: 'uint8array' }));
  return [
    {
      what: 'a PDF that runs JavaScript when opened',
      fileName: 'resume.pdf',
      bytes: await onePagePdf((document) => {
        document.addJavaScript('open', 'app.alert(1)');
      }),
      problem: 'active',
    },
    {
      what: 'a PDF with a file attached',
      fileName: 'resume.pdf',
      bytes: await onePagePdf((document) =>
        document.attach(Buffer.from('MZ'), 'setup.exe', { mimeType: 'application/octet-stream' }),
      ),
      problem: 'active',
    },
    {
      what: 'a PDF whose script action hides its name behind #-escapes',
      fileName: 'resume.pdf',
      bytes: handWrittenPdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
        '<< /S /#4aava#53cript /J#53 (app.alert\\(1\\)) >>',
      ]),
      problem: 'active',
    },
    {
      what: 'a PDF that launches a program',
      fileName: 'resume.pdf',
      bytes: handWrittenPdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (cmd.exe) >> >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
      ]),
      problem: 'active',
    },
    {
      what: 'a PDF and a ZIP in one file (a polyglot)',
      fileName: 'resume.pdf',
      bytes: Buffer.concat([pdf, archive]),
      problem: 'mixed',
    },
    {
      what: 'a PDF cut off halfway',
      fileName: 'resume.pdf',
      bytes: pdf.subarray(0, Math.floor(pdf.length / 2)),
      problem: 'damaged',
    },
    {
      what: 'a Word document with macros',
      fileName: 'resume.docx',
      bytes: await wordZip({ 'word/vbaProject.bin': Buffer.alloc(64, 1) }),
      problem: 'active',
    },
    {
      what: 'a Word document with a program packed in it',
      fileName: 'resume.docx',
      bytes: await wordZip({ 'word/embeddings/oleObject1.bin': Buffer.alloc(64, 2) }),
      problem: 'active',
    },
    {
      what: 'a Word document that unpacks to 64 MB (a zip bomb)',
      fileName: 'resume.docx',
      bytes: await wordZip({ 'word/media/filler.txt': Buffer.alloc(64 * 1024 * 1024, 0x20) }),
      problem: 'unpacked',
    },
    {
      what: 'a Word 97 document with macros',
      fileName: 'resume.doc',
      bytes: Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(504),
        Buffer.from('_VBA_PROJECT', 'utf16le'),
      ]),
      problem: 'active',
    },
    {
      what: 'an SVG with a script, as a photo',
      fileName: 'photo.svg',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      problem: 'type',
    },
    {
      what: 'an SVG with a script, named as a PNG',
      fileName: 'photo.png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      problem: 'type',
    },
    {
      what: 'an HTML page named as a PDF',
      fileName: 'resume.pdf',
      bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
      problem: 'type',
    },
    {
      what: 'a program named as a PDF',
      fileName: 'resume.pdf',
      bytes: Buffer.from('MZ\x90\x00This program cannot be run in DOS mode', 'latin1'),
      problem: 'type',
    },
    {
      what: 'a PDF named as a program behind a right-to-left mark',
      fileName: 'resume\u202efdp.exe',
      bytes: pdf,
      problem: 'type',
    },
  ];
}
