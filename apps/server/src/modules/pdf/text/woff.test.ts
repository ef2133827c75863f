import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

describe('woffToSfnt', () => {
  it('turns a WOFF file into the TrueType font it wraps, every table inflated', () => {
    const require = createRequire(import.meta.url);
    const woff = readFileSync(
      require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
    );
    const sfnt = woffToSfnt(woff);
    const view = new DataView(sfnt.buffer, sfnt.byteOffset);
    expect(view.getUint32(0)).toBe(0x00010000);
    // Same table count, and every table lies inside the file.
    const tables = view.getUint16(4);
    expect(tables).toBe(new DataView(woff.buffer, woff.byteOffset).getUint16(12));
    for (let index = 0; index < tables; index++) {
      const offset = view.getUint32(12 + index * 16 + 8);
      const length = view.getUint32(12 + index * 16 + 12);
      expect(offset + length).toBeLessThanOrEqual(sfnt.length);
    }
    expect(() => woffToSfnt(sfnt)).toThrow('Not a WOFF 1.0 font');
  });
});
