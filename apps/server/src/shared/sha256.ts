import { createHash } from 'node:crypto';

// Lower-case hex SHA-256. A string is hashed as its UTF-8 bytes, so hashing a string and hashing
// Buffer.from(string) give the same digest.
export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}
