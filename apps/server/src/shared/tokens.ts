import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// 128-bit random session ids.
export function createRandomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function createNumericCode(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

export function isSameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
