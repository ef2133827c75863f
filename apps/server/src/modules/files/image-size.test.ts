import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';

export function pngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

// SOI, an APP0 segment, then a baseline frame header (SOF0) of the given size.
export function jpegHeader(width: number, height: number, marker = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]);
  const sof = Buffer.from([0xff, marker, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

describe('imageSize', () => {
  it('reads a PNG from its IHDR and a JPEG from its frame header', () => {
    expect(imageSize(pngHeader(256, 200))).toEqual({ width: 256, height: 200 });
    expect(imageSize(jpegHeader(640, 480))).toEqual({ width: 640, height: 480 });
    // A progressive JPEG's frame header counts too.
    expect(imageSize(jpegHeader(300, 300, 0xc2))).toEqual({ width: 300, height: 300 });
  });

  it('answers null for what it cannot read', () => {
    expect(imageSize(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(imageSize(pngHeader(1, 1).subarray(0, 20))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toBeNull();
  });
});
