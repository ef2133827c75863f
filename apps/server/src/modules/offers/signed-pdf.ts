import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { AppError } from '../../shared/app-error';
import { pdfProblem, UPLOAD_PROBLEM_MESSAGES } from '../files/files.public';

// A signed document is accepted only when its bytes are a PDF we can read (and so stamp, extend
// with the audit page and seal), before anything is stored.
const SIGNED_PDF_MESSAGES = {
  notPdf: 'The signed document must be a PDF file.',
  unreadable: 'This PDF could not be read. Save it again as a PDF and upload it once more.',
  encrypted: 'This PDF is password-protected. Upload it without a password.',
  empty: 'The file is empty.',
} as const;

export async function checkSignedPdf(bytes: Uint8Array, field: string): Promise<void> {
  const refuse = (message: string): never => {
    throw new AppError('validation_failed', message, { fieldErrors: { [field]: message } });
  };
  if (bytes.length === 0) refuse(SIGNED_PDF_MESSAGES.empty);
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) refuse(SIGNED_PDF_MESSAGES.notPdf);
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    if (document.getPageCount() === 0) refuse(SIGNED_PDF_MESSAGES.unreadable);
    const problem = await pdfProblem(Buffer.from(bytes));
    if (problem) {
      refuse(
        problem === 'damaged' ? SIGNED_PDF_MESSAGES.unreadable : UPLOAD_PROBLEM_MESSAGES[problem],
      );
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof EncryptedPDFError) {
      refuse(SIGNED_PDF_MESSAGES.encrypted);
    }
    refuse(SIGNED_PDF_MESSAGES.unreadable);
  }
}
