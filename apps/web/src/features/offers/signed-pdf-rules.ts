import { OFFER_UPLOAD_MAX_FILES, SIGNED_PDF_MAX_BYTES } from '@careers/contracts/offers';

export type SignedPdfProblem = 'required' | 'tooMany' | 'notPdf' | 'tooLarge';

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

// The upload form: the file is required, at most one, sent as a signed PDF (the server checks the
// bytes again, and the size: docs/product/offers-and-esign.md).
export function checkSignedPdf(files: readonly File[]): SignedPdfProblem | null {
  if (files.length === 0) return 'required';
  if (files.length > OFFER_UPLOAD_MAX_FILES) return 'tooMany';
  if (!files.every(isPdf)) return 'notPdf';
  if (files.some((file) => file.size > SIGNED_PDF_MAX_BYTES)) return 'tooLarge';
  return null;
}

export const SIGNED_PDF_MAX_MEGABYTES = SIGNED_PDF_MAX_BYTES / (1024 * 1024);
