import { SIGNATURE_IMAGE_MAX_BYTES } from '@careers/contracts/esign';

// The pad's drawing size: wide enough for a signature, small enough to stay far below
// SIGNATURE_IMAGE_MAX_BYTES as a PNG of black strokes on transparent.
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;
export const INK_COLOUR = '#000000';
export const INK_WIDTH = 3;

const DATA_URL_PREFIX = 'data:image/png;base64,';

// The contract takes the PNG's base64 alone, without the data: URL around it.
export function pngBase64Of(canvas: HTMLCanvasElement): string | null {
  const url = canvas.toDataURL('image/png');
  return url.startsWith(DATA_URL_PREFIX) ? url.slice(DATA_URL_PREFIX.length) : null;
}

export function isWithinImageLimit(base64: string): boolean {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding <= SIGNATURE_IMAGE_MAX_BYTES;
}
