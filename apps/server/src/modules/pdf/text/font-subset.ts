import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// A font cut down to the glyphs a document draws, by HarfBuzz's subsetter (WebAssembly). Glyph
// ids are kept (RETAIN_GIDS), so the text drawn with ids from shaping the whole font still points
// at the right outlines; layout tables go, the shaping being done.

type SubsetExports = {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
};

const MEMORY_MODE_WRITABLE = 2;
const SETS_DROP_TABLE_TAG = 3;
const FLAG_NO_HINTING = 0x1;
const FLAG_RETAIN_GIDS = 0x2;
const FLAG_NO_LAYOUT_CLOSURE = 0x200;
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'DSIG'];

const tag = (name: string) =>
  Array.from(name).reduce((value, character) => value * 256 + character.charCodeAt(0), 0);

const require = createRequire(import.meta.url);
let subsetter: Promise<SubsetExports> | null = null;

function loadSubsetter(): Promise<SubsetExports> {
  subsetter ??= readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')).then(
    async (wasm) => {
      const { instance } = await WebAssembly.instantiate(wasm);
      const exports = instance.exports as unknown as SubsetExports & { _initialize?: () => void };
      exports._initialize?.();
      return exports;
    },
  );
  return subsetter;
}

/** The font with only `glyphs` (and glyph 0) outlined, and `codePoints` in its character map. */
export async function subsetFont(
  font: Uint8Array,
  glyphs: Iterable<number>,
  codePoints: Iterable<number>,
): Promise<Uint8Array> {
  const hb = await loadSubsetter();
  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('The font subsetter could not start');
  const data = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, data);
  const blob = hb.hb_blob_create(data, font.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    const flags = FLAG_NO_HINTING | FLAG_RETAIN_GIDS | FLAG_NO_LAYOUT_CLOSURE;
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | flags);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    hb.hb_set_add(glyphSet, 0);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    const unicodeSet = hb.hb_subset_input_unicode_set(input);
    for (const codePoint of codePoints) hb.hb_set_add(unicodeSet, codePoint);
    const dropped = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG);
    for (const name of DROPPED_TABLES) hb.hb_set_add(dropped, tag(name));

    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('The font could not be subset');
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    const length = hb.hb_blob_get_length(result);
    // Copied out before the memory is freed or grows.
    const bytes = new Uint8Array(hb.memory.buffer, start, length).slice();
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    if (length === 0) throw new Error('The font subset is empty');
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}
