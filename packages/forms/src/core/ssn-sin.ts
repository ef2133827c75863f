// SSN XXX-XX-XXXX, SIN XXX-XXX-XXX; their inputs are capped at 11 characters.
export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;
export const SIN_PATTERN = /^\d{3}-\d{3}-\d{3}$/;
export const ID_NUMBER_MAX_LENGTH = 11;

/** The digits typed so far, dashed into groups as they fill ("1234" → "123-4"). */
function grouped(input: unknown, groups: readonly number[]): string {
  const digits = typeof input === 'string' ? input.replace(/\D/g, '') : '';
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-').slice(0, ID_NUMBER_MAX_LENGTH);
}

export const formatSsn = (input: string): string => grouped(input, [3, 2, 4]);
export const formatSin = (input: string): string => grouped(input, [3, 3, 3]);
