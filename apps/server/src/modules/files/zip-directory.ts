// A ZIP's central directory: the names and unpacked sizes it declares, read without unpacking
// anything. A Word document is a ZIP; so is the archive someone appends to a PDF.
export type ZipEntry = { name: string; size: number };

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_LENGTH = 22;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_LENGTH = 46;
const COMMENT_MAX = 0xffff;

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

// Where the end-of-central-directory record nearest the end starts; -1 when there is none. With
// `exact`, only one whose comment runs to the last byte counts: what a ZIP appended to another
// file leaves, and what chance alone in compressed bytes practically never does.
export function zipEndRecordAt(bytes: Uint8Array, exact = false): number {
  const zip = bufferOf(bytes);
  const searchFrom = Math.max(0, zip.length - EOCD_LENGTH - COMMENT_MAX);
  for (let at = zip.length - EOCD_LENGTH; at >= searchFrom; at--) {
    if (zip.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    if (!exact || at + EOCD_LENGTH + zip.readUInt16LE(at + 20) === zip.length) return at;
  }
  return -1;
}

// Every entry the directory lists, or null when there is no directory or it is damaged.
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const zip = bufferOf(bytes);
  const end = zipEndRecordAt(bytes);
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let entry = 0; entry < count; entry++) {
    if (at + CENTRAL_LENGTH > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    if (at + CENTRAL_LENGTH + nameLength > zip.length) return null;
    entries.push({
      name: zip.toString('utf8', at + CENTRAL_LENGTH, at + CENTRAL_LENGTH + nameLength),
      size: zip.readUInt32LE(at + 24),
    });
    at += CENTRAL_LENGTH + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
