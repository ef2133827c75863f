import { AVATAR_SIZE } from '@careers/contracts/profile';

// A photo is cropped to its centre square and scaled to AVATAR_SIZE in the browser, so what is sent
// is small and the server checks it without decoding.
export async function squarePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE;
    canvas.height = AVATAR_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      bitmap,
      (bitmap.width - side) / 2,
      (bitmap.height - side) / 2,
      side,
      side,
      0,
      0,
      AVATAR_SIZE,
      AVATAR_SIZE,
    );
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => {
          if (blob) resolve(blob);
          else reject(new Error('The photo could not be made.'));
        },
        'image/jpeg',
        0.88,
      );
    });
  } finally {
    bitmap.close();
  }
}

// A relative path is prefixed with the static host — this site, which serves it.
export function avatarSource(avatar: string, domain: string): string {
  const url = new URL(avatar, window.location.origin);
  if (url.origin === window.location.origin) url.searchParams.set('domain', domain);
  return url.toString();
}
