// Helpers for this folder's tests: Poppler's command-line tools read our PDFs as a reader would.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const isInstalled = (tool: string) => !spawnSync(tool, ['-v']).error;

// Without Poppler the checks that need it are skipped on a laptop and fail in CI.
export const shouldSkipPoppler =
  !process.env.CI && !(isInstalled('pdftotext') && isInstalled('pdfsig'));

function runOnFile(tool: string, args: string[], bytes: Uint8Array) {
  const folder = mkdtempSync(path.join(tmpdir(), 'esign-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, bytes);
    const result = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
    if (result.error) throw result.error;
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function pdfText(bytes: Uint8Array): string {
  const { status, output } = runOnFile('pdftotext', ['-enc', 'UTF-8'], bytes);
  if (status !== 0) throw new Error(`pdftotext failed: ${output}`);
  return output;
}

// pdftotext ends lines where our text wraps; compare wrapped values with spaces instead.
export const oneLine = (text: string) => text.replace(/\s+/g, ' ');

export function pdfsig(bytes: Uint8Array): string {
  return runOnFile('pdfsig', [], bytes).output;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// A 40×20 RGBA PNG: a dark diagonal stroke on transparency, like a drawn signature.
export function signaturePng(width = 40, height = 20): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 4); // filter byte 0, then pixels
    for (let x = 0; x < width; x += 1) {
      const isInk = Math.abs(x / width - y / height) < 0.08;
      if (isInk) row.set([20, 40, 110, 255], 1 + x * 4);
    }
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// An employer's own PDF: two pages of text, no form.
export async function plainPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (const text of ['Employee handbook', 'Code of conduct']) {
    doc.addPage([595, 842]).drawText(text, { x: 72, y: 760, size: 18, font });
  }
  return doc.save();
}

// The smallest PDF that names an encryption dictionary (RC4, revision 2), as a locked file does.
export function encryptedPdf(): Buffer {
  const hex = '00'.repeat(32);
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      `4 0 obj << /Filter /Standard /V 1 /R 2 /O <${hex}> /U <${hex}> /P -4 >> endobj`,
      'trailer << /Root 1 0 R /Encrypt 4 0 R /Size 5 >>',
      '%%EOF',
    ].join('\n'),
    'latin1',
  );
}
