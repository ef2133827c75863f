import type { BootData } from '@careers/contracts/boot';

// The candidate's full name as their profile (or, without one, their account) has it.
export function fullNameOf(boot: Pick<BootData, 'profile' | 'user'>): string {
  const person = boot.profile ?? boot.user;
  if (!person) return '';
  return [person.firstName.trim(), person.lastName.trim()].filter(Boolean).join(' ');
}

export type TypedSignatureProblems = { terms?: 'required'; signature?: 'required' | 'mismatch' };

// The typed-signature form (docs/product/offers-and-esign.md): the terms checkbox and the signature
// are required, and the signature must be the candidate's full name exactly; with no name known,
// nothing matches.
export function checkTypedSignature(input: {
  hasAgreed: boolean;
  signature: string;
  fullName: string;
}): TypedSignatureProblems {
  const problems: TypedSignatureProblems = {};
  if (!input.hasAgreed) problems.terms = 'required';
  const signature = input.signature.trim();
  if (signature === '') problems.signature = 'required';
  else if (input.fullName === '' || signature !== input.fullName) problems.signature = 'mismatch';
  return problems;
}
