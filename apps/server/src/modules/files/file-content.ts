// Decision 017: an upload is what its bytes say, and its name must say the same. The type a
// browser sends and the name alone are the candidate's word; a renamed program or a PNG called
// resume.pdf is refused before it is stored, and the stored content type is ours.
export type FileType = { contentType: string; extension: string };

type Kind = FileType & {
  // The names' extensions that may carry it (lower case); `extension` is the one we give it.
  extensions: readonly string[];
  matches: (bytes: Uint8Array) => boolean;
};

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ZIP_HEADER_LENGTH = 30;
// Word writes its parts first; a docx whose `word/` part lies further in is not one we know.
const ZIP_SCAN_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

// A ZIP whose entries include `word/…`: the names of the local file headers in the first 64 KB.
// Searching for each header's signature, rather than stepping over sizes, also finds the entries
// after one written with a data descriptor (sizes zero in its header).
function isWordZip(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP_LOCAL_HEADER)) return false;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, ZIP_SCAN_BYTES));
  const signature = Buffer.from(ZIP_LOCAL_HEADER);
  for (let at = head.indexOf(signature); at !== -1; at = head.indexOf(signature, at + 1)) {
    if (at + ZIP_HEADER_LENGTH > head.length) break;
    const nameStart = at + ZIP_HEADER_LENGTH;
    const nameEnd = nameStart + head.readUInt16LE(at + 26);
    if (nameEnd > head.length) break;
    if (head.toString('latin1', nameStart, nameEnd).startsWith('word/')) return true;
  }
  return false;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]); // tab, LF, form feed, CR

// UTF-8 bytes below 0x80 are ASCII themselves, so a byte scan finds every C0 control and NUL.
function isPlainText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && !TEXT_CONTROLS.has(byte)) return false;
  }
  try {
    UTF8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

// Checked in order: text comes last, as a binary signature can be plain ASCII (`%PDF-`).
const KINDS: readonly Kind[] = [
  {
    contentType: 'application/pdf',
    extension: 'pdf',
    extensions: ['pdf'],
    matches: (bytes) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]), // %PDF-
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    extensions: ['docx'],
    matches: isWordZip,
  },
  {
    // The OLE compound file of Word 97–2003 (Excel's and installers' share it; the name decides).
    contentType: 'application/msword',
    extension: 'doc',
    extensions: ['doc'],
    matches: (bytes) => startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  {
    contentType: 'image/png',
    extension: 'png',
    extensions: ['png'],
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    contentType: 'image/jpeg',
    extension: 'jpg',
    extensions: ['jpg', 'jpeg'],
    matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  },
  {
    contentType: 'text/plain; charset=utf-8',
    extension: 'txt',
    extensions: ['txt'],
    matches: isPlainText,
  },
];

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

// The type of an upload, or null: not one we take, empty, or its name says something else.
export function sniffFileType(bytes: Uint8Array, fileName: string): FileType | null {
  if (bytes.length === 0) return null;
  const kind = KINDS.find((candidate) => candidate.matches(bytes));
  if (!kind || !kind.extensions.includes(extensionOf(fileName))) return null;
  return { contentType: kind.contentType, extension: kind.extension };
}
