import type { ResumeType } from '@careers/contracts';
import mammoth from 'mammoth';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

// The text of a resume, in reading order, one line per line of the document, for the parser.

// A resume is a few pages: what lies beyond these is not read. A Word document that would unpack
// to far more than it weighs (a zip bomb) never gets here: the upload check refuses it.
const RESUME_PAGES_READ = 10;

type PdfJs = typeof PdfJsModule;
let pdfJs: Promise<PdfJs> | undefined;

// Loaded on the first PDF only: pdf.js is large, and most requests never need it. Its build for
// Node carries core-js, which on Node 20 replaces JSON.parse, JSON.stringify and
// Array.prototype.push for the whole process with slower copies (for JSON.rawJSON and a length
// past 2^53): every answer's JSON and every React render then ran through them, about a fifth of
// a job page's time in the job page benchmark. The natives go back; what pdf.js only adds stays.
// Its worker is loaded here too, so pdf.js never loads it later behind our back.
export function loadPdfJs(): Promise<PdfJs> {
  pdfJs ??= (async () => {
    const { parse, stringify } = JSON;
    const { push } = Array.prototype;
    try {
      const [library] = await Promise.all([
        import('pdfjs-dist/legacy/build/pdf.mjs'),
        import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
      ]);
      return library;
    } finally {
      Object.assign(JSON, { parse, stringify });
      Object.defineProperty(Array.prototype, 'push', { value: push });
    }
  })();
  return pdfJs;
}

// A PDF's text items carry their position; a new line starts where the baseline moves.
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    // pdf.js takes ownership of the buffer it is given.
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  const document = await task.promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, RESUME_PAGES_READ); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = '';
      let baseline: number | null = null;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const y = item.transform[5] as number;
        if (baseline !== null && Math.abs(y - baseline) > 2) {
          lines.push(line);
          line = '';
        }
        baseline = y;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
          baseline = null;
        }
      }
      if (line !== '') lines.push(line);
      page.cleanup();
    }
    return lines.join('\n');
  } finally {
    await task.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return result.value;
}

// One page with one word: reading it loads pdf.js and its worker.
const TINY_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj',
  '4 0 obj << /Length 30 >> stream',
  'BT /F1 12 Tf 20 100 Td (CV) Tj ET',
  'endstream endobj',
  'trailer << /Root 1 0 R /Size 5 >>',
  '%%EOF',
].join('\n');

// A listening server reads a resume once in the background, so the first candidate's upload
// does not wait for pdf.js to load (about a second on two cores; bench/parse-resume.ts).
export async function warmResumeReader(): Promise<void> {
  await pdfText(new TextEncoder().encode(TINY_PDF)).catch(() => '');
}

export async function extractResumeText(bytes: Uint8Array, type: ResumeType): Promise<string> {
  switch (type) {
    case 'pdf':
      return pdfText(bytes);
    case 'docx':
      return docxText(bytes);
    case 'txt':
      return new TextDecoder('utf-8').decode(bytes);
  }
}
