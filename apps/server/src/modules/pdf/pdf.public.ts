// What the pdf module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of pdf/ (decision 030); tests may reach further.

export { appendAuditPage } from './audit-page';
export { renderDocument } from './offer-document';
export { renderOfferLetter } from './offer-letter';
export { savePdf } from './pdf-io';
export { loadSealCertificate } from './seal-certificate';
export type { SealCertificate } from './seal-certificate';
export { sealPdf } from './seal';
export { signDocument } from './sign-document';
export { verifySeal } from './verify-seal';
export { PdfText } from './text/pdf-text';
export type { BaseDirection } from './text/line-layout';
export type { FontWeight } from './text/font-faces';
