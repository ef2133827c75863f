import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-content';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
  );

// A ZIP local file header (signature, version, flags, method, time, date, crc, sizes, name and
// extra lengths) for `name` with `data`, stored uncompressed.
function zipEntry(name: string, data = 'x', flags = 0): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(flags, 6);
  const size = flags & 0x08 ? 0 : data.length;
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(data)]);
}

const PDF = bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n', [0x00, 0xff]);
const DOCX = Buffer.concat([
  zipEntry('[Content_Types].xml', '<Types/>'),
  zipEntry('_rels/.rels', '<Relationships/>'),
  zipEntry('word/document.xml', '<w:document/>'),
]);
const XLSX = Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')]);
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0, 0, 0]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]);
const EXE = bytes('MZ', [0x90, 0x00, 0x03, 0x00], 'This program cannot be run in DOS mode');
const TEXT = bytes('Jane Doe\r\nNurse — Zürich\n\tSkills: care\f\n');

describe('sniffFileType', () => {
  it('recognises each type by its content when the name agrees', () => {
    expect(sniffFileType(PDF, 'resume.pdf')).toEqual({
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    expect(sniffFileType(DOCX, 'resume.docx')).toEqual({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    });
    expect(sniffFileType(DOC, 'resume.doc')).toEqual({
      contentType: 'application/msword',
      extension: 'doc',
    });
    expect(sniffFileType(PNG, 'photo.png')).toEqual({ contentType: 'image/png', extension: 'png' });
    expect(sniffFileType(JPEG, 'photo.jpg')).toEqual({
      contentType: 'image/jpeg',
      extension: 'jpg',
    });
    expect(sniffFileType(JPEG, 'photo.jpeg')?.contentType).toBe('image/jpeg');
    expect(sniffFileType(TEXT, 'letter.txt')).toEqual({
      contentType: 'text/plain; charset=utf-8',
      extension: 'txt',
    });
  });

  it('reads the extension case-insensitively, after the last dot', () => {
    expect(sniffFileType(PDF, 'My.Resume.PDF')?.extension).toBe('pdf');
    expect(sniffFileType(PNG, 'C:\\fakepath\\photo.PnG')?.extension).toBe('png');
  });

  it('finds word/ after an entry written with a data descriptor', () => {
    const streamed = Buffer.concat([
      zipEntry('[Content_Types].xml', '<Types/>', 0x08),
      zipEntry('word/document.xml'),
    ]);
    expect(sniffFileType(streamed, 'cv.docx')?.extension).toBe('docx');
  });

  it('refuses a name that says something else than the content', () => {
    expect(sniffFileType(PNG, 'resume.pdf')).toBeNull();
    expect(sniffFileType(PDF, 'resume.docx')).toBeNull();
    expect(sniffFileType(DOCX, 'resume.doc')).toBeNull();
    expect(sniffFileType(DOC, 'resume.docx')).toBeNull();
    expect(sniffFileType(JPEG, 'photo.png')).toBeNull();
    expect(sniffFileType(PNG, 'photo.jpg')).toBeNull();
    expect(sniffFileType(TEXT, 'letter.pdf')).toBeNull();
    expect(sniffFileType(PDF, 'resume.txt')).toBeNull();
    expect(sniffFileType(PDF, 'resume')).toBeNull();
    expect(sniffFileType(PDF, 'resume.pdf.exe')).toBeNull();
  });

  it('refuses content it does not take, whatever the name', () => {
    expect(sniffFileType(EXE, 'resume.pdf')).toBeNull();
    expect(sniffFileType(EXE, 'resume.txt')).toBeNull();
    expect(sniffFileType(XLSX, 'resume.docx')).toBeNull();
    expect(sniffFileType(bytes('GIF89a', [1, 0, 1, 0]), 'photo.png')).toBeNull();
  });

  it('refuses text with NUL or other control bytes, or that is not UTF-8', () => {
    expect(sniffFileType(bytes('a', [0x00], 'b'), 'a.txt')).toBeNull();
    expect(sniffFileType(bytes('a', [0x1b], '[31mred'), 'a.txt')).toBeNull();
    expect(sniffFileType(bytes('caf', [0xe9]), 'a.txt')).toBeNull(); // Latin-1 é
    expect(sniffFileType(bytes([0xc3]), 'a.txt')).toBeNull(); // cut inside a character
  });

  it('refuses empty bytes', () => {
    for (const name of ['a.pdf', 'a.docx', 'a.doc', 'a.png', 'a.jpg', 'a.txt']) {
      expect(sniffFileType(new Uint8Array(), name)).toBeNull();
    }
  });

  it('refuses a truncated header', () => {
    expect(sniffFileType(bytes('%PDF'), 'a.pdf')).toBeNull();
    expect(sniffFileType(PNG.subarray(0, 7), 'a.png')).toBeNull();
    expect(sniffFileType(JPEG.subarray(0, 2), 'a.jpg')).toBeNull();
    expect(sniffFileType(DOC.subarray(0, 7), 'a.doc')).toBeNull();
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03]), 'a.docx')).toBeNull();
    // A ZIP header cut before its name, and one whose name runs past the end.
    expect(sniffFileType(DOCX.subarray(0, 20), 'a.docx')).toBeNull();
    const lastEntry = DOCX.indexOf('word/') - 30;
    expect(sniffFileType(DOCX.subarray(0, lastEntry + 33), 'a.docx')).toBeNull();
  });

  it('looks for word/ only in the first 64 KB', () => {
    const late = Buffer.concat([
      zipEntry('media/image1.png', 'x'.repeat(70 * 1024)),
      zipEntry('word/document.xml'),
    ]);
    expect(sniffFileType(late, 'cv.docx')).toBeNull();
  });

  it('reads a view into a larger buffer from its own offset', () => {
    const padded = Buffer.concat([Buffer.from('junk'), PDF]);
    expect(
      sniffFileType(new Uint8Array(padded.buffer, padded.byteOffset + 4, PDF.length), 'a.pdf'),
    ).not.toBeNull();
    const docx = Buffer.concat([Buffer.from('junk'), DOCX]).subarray(4);
    expect(sniffFileType(docx, 'a.docx')?.extension).toBe('docx');
  });
});
