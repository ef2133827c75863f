// Spec 2 §5: a lenient check (something@something.something) and a strict one (letters,
// digits and ._%+- before the @, then a domain with a TLD of two letters or more).
const LENIENT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STRICT = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const isEmailLenient = (value: string): boolean =>
  value.length <= 320 && LENIENT.test(value);
export const isEmailStrict = (value: string): boolean => value.length <= 320 && STRICT.test(value);

/** The example address the e-mail rule's message shows. */
export const EMAIL_EXAMPLE = 'name@example.com';
