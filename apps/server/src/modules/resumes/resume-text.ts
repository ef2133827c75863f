import type { ResumeType } from '@careers/contracts';
import mammoth from 'mammoth';

// Issue 12 item 3 (DESIGN §8 "Resume upload"): the text of a resume, in reading order, one line
// per line of the document, for the parser.

// A PDF's text items carry their position; a new line starts where the baseline moves.
async function pdfText(bytes: Uint8Array): Promise<string> {
  // Loaded on the first PDF only: pdf.js is large, and most requests never need it.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
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
    for (let number = 1; number <= document.numPages; number++) {
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
