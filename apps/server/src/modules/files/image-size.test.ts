import { describe, expect, it } from 'vitest';
import { jpegHeader, pngHeader } from './image-fixtures';
import { imageSize } from './image-size';

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
