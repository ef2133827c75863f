// A lenient e-mail check (something@something.something) and a strict one (letters, digits
// and ._%+- before the @, then a domain with a TLD of two letters or more). Longer than an
// address can be (RFC 5321: 320) is neither, which also keeps the patterns linear in time.
const LENIENT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STRICT = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;
const MAX_LENGTH = 320;

export const isEmailLenient = (value: unknown): boolean =>
  typeof value === 'string' && value.length <= MAX_LENGTH && LENIENT.test(value);

export const isEmailStrict = (value: unknown): boolean =>
  typeof value === 'string' && value.length <= MAX_LENGTH && STRICT.test(value);

/** The example address in the e-mail rule's message (its "{email}" placeholder). */
export const EMAIL_EXAMPLE = 'name@example.com';
