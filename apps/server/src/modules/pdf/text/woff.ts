import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;
const align4 = (length: number) => (length + 3) & ~3;

// WOFF 1.0 (W3C, §4–§5) is an sfnt whose tables may each be zlib-compressed. HarfBuzz reads
// and subsets plain TrueType only, and a PDF's FontFile2 must be plain TrueType too.
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font');
  const flavor = input.getUint32(4);
  const numTables = input.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = input.getUint32(entry + 4);
    const compLength = input.getUint32(entry + 8);
    const origLength = input.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.length !== origLength) throw new Error('A WOFF table has the wrong length');
    return { tag: input.getUint32(entry), checksum: input.getUint32(entry + 16), data };
  });

  const directoryEnd = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((total, table) => total + align4(table.data.length), directoryEnd);
  const sfnt = new Uint8Array(size);
  const output = new DataView(sfnt.buffer);
  // The binary search fields of the OpenType table directory.
  const power = 2 ** Math.floor(Math.log2(numTables));
  output.setUint32(0, flavor);
  output.setUint16(4, numTables);
  output.setUint16(6, power * SFNT_ENTRY);
  output.setUint16(8, Math.log2(power));
  output.setUint16(10, numTables * SFNT_ENTRY - power * SFNT_ENTRY);
  let offset = directoryEnd;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    output.setUint32(entry, table.tag);
    output.setUint32(entry + 4, table.checksum);
    output.setUint32(entry + 8, offset);
    output.setUint32(entry + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += align4(table.data.length);
  });
  return sfnt;
}
