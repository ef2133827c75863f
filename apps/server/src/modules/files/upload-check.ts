import { UPLOAD_REFUSALS } from '@careers/contracts';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import { type FileType, sniffFileType } from './file-content';
import { imageSize } from './image-size';
import { readZipDirectory, zipEndRecordAt } from './zip-directory';

// Decision 017: an upload is what its bytes say. Beyond its type, a file that lies is refused
// before it is stored (docs/product/shell-and-gates.md, "Bad input"): a PDF or Word document that
// carries scripts, macros or other files, a PDF with an archive appended (a polyglot), a cut-off or
// damaged file, a Word document that unpacks to far more than it weighs. What passes is stored
// under a clean name and only ever served as its own type, with no sniffing and in a sandbox.

// 'type': not a file this upload takes, or its name says otherwise; the rest are about content.
export type ContentProblem = 'damaged' | 'active' | 'mixed' | 'unpacked';
export type UploadProblem = 'type' | ContentProblem;

export type CheckedUpload =
  { ok: true; type: FileType; name: string } | { ok: false; problem: UploadProblem };

// 'type' has each upload's own words (what that upload takes); these are the same everywhere, and
// the browser knows them (the contracts' UPLOAD_REFUSALS) to show them in the page's language.
export const UPLOAD_PROBLEM_MESSAGES = {
  damaged: UPLOAD_REFUSALS.damaged,
  active: UPLOAD_REFUSALS.active,
  mixed: UPLOAD_REFUSALS.mixed,
  unpacked: UPLOAD_REFUSALS.unpacked,
} as const satisfies Record<ContentProblem, string>;

// A Word document a few pages long unpacks to a few megabytes; a zip bomb to gigabytes.
const DOCX_EXPANDED_MAX_BYTES = 30 * 1024 * 1024;
const DOCX_ENTRIES_MAX = 10_000;

// Characters that make a name say something other than what it is: controls, and the direction
// marks that show `resume‮fdp.exe` as `resumeexe.pdf`.
const DIRECTION_MARKS = new Set([0x061c, 0x200e, 0x200f]);
const isHidden = (code: number) =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  DIRECTION_MARKS.has(code) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);
const NAME_MAX = 200;

// The name a file is stored and offered for download under: its last path segment (old browsers
// sent the whole path), without hidden characters or leading dots, at most NAME_MAX characters
// with its extension kept.
export function cleanFileName(name: string): string {
  const segment = name.split(/[/\\]/).pop() ?? '';
  const visible = Array.from(segment).filter(
    (character) => !isHidden(character.codePointAt(0) ?? 0),
  );
  const clean = visible.join('').trim().replace(/^\.+/, '');
  if (clean.length <= NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, NAME_MAX - extension.length) + extension;
}

// Keys and name values that make a PDF act: scripts, launching programs, attached files, Flash,
// and XFA forms (which carry scripts of their own).
const ACTIVE_PDF_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);

// A name as the PDF means it: `#xx` escapes decoded in either case (`/Java#53cript`).
function nameText(name: PDFName): string {
  return name
    .asString()
    .slice(1)
    .replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function isActive(value: PDFObject | undefined, depth = 0): boolean {
  if (value === undefined || depth > 32) return false;
  if (value instanceof PDFName) return ACTIVE_PDF_NAMES.has(nameText(value));
  if (value instanceof PDFStream) return isActive(value.dict, depth + 1);
  if (value instanceof PDFArray) return value.asArray().some((item) => isActive(item, depth + 1));
  if (value instanceof PDFDict) {
    for (const [key, item] of value.entries()) {
      if (ACTIVE_PDF_NAMES.has(nameText(key)) || isActive(item, depth + 1)) return true;
    }
  }
  return false;
}

const PDF_END = Buffer.from('%%EOF');
// Readers look for the end marker within the last kilobyte.
const PDF_END_WINDOW = 1024;

// Also what an offer's signed upload is checked with (its own rules say which bytes are a PDF).
export async function pdfProblem(bytes: Buffer): Promise<ContentProblem | null> {
  if (bytes.subarray(-PDF_END_WINDOW).indexOf(PDF_END) === -1) return 'damaged';
  if (zipEndRecordAt(bytes, true) >= 0) return 'mixed';
  let document: PDFDocument;
  try {
    // Encrypted PDFs encrypt strings and streams, never the names looked at here.
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return 'damaged';
  }
  // Every object, those inside object streams too (pdf-lib unpacks them on load).
  const objects = document.context.enumerateIndirectObjects();
  return objects.some(([, object]) => isActive(object)) ? 'active' : null;
}

// Macros (`vbaProject.bin`), ActiveX controls, and OLE objects (how a program is packed into a
// document); an embedded workbook behind a chart is an `.xlsx` and fine.
const ACTIVE_DOCX_ENTRY = /(^|\/)vbaProject\.bin$|^word\/activeX\/|^word\/embeddings\/.*\.bin$/i;

function docxProblem(bytes: Buffer): ContentProblem | null {
  const entries = readZipDirectory(bytes);
  if (!entries) return 'damaged';
  const expanded = entries.reduce((total, entry) => total + entry.size, 0);
  if (entries.length > DOCX_ENTRIES_MAX || expanded > DOCX_EXPANDED_MAX_BYTES) return 'unpacked';
  return entries.some((entry) => ACTIVE_DOCX_ENTRY.test(entry.name)) ? 'active' : null;
}

// A Word 97–2003 file with macros has a `_VBA_PROJECT` stream (its directory names are UTF-16).
const OLE_MACROS = Buffer.from('_VBA_PROJECT', 'utf16le');

async function contentProblem(bytes: Buffer, type: FileType): Promise<ContentProblem | null> {
  switch (type.extension) {
    case 'pdf':
      return pdfProblem(bytes);
    case 'docx':
      return docxProblem(bytes);
    case 'doc':
      return bytes.indexOf(OLE_MACROS) === -1 ? null : 'active';
    case 'png':
    case 'jpg':
      return imageSize(bytes) ? null : 'damaged';
    default:
      return null;
  }
}

// The one check every candidate upload goes through: the type its bytes and name agree on (and
// that this upload `accepts`), the content behind that type, and the name it will be kept under.
export async function checkUpload(
  bytes: Uint8Array,
  fileName: string,
  accepts: (type: FileType) => boolean = () => true,
): Promise<CheckedUpload> {
  const name = cleanFileName(fileName);
  const type = sniffFileType(bytes, name);
  if (!type || !accepts(type)) return { ok: false, problem: 'type' };
  const problem = await contentProblem(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
    type,
  );
  return problem ? { ok: false, problem } : { ok: true, type, name };
}
