import { z } from 'zod';
import { defineCall } from './call';
import { FILE_UPLOAD_MAX_BYTES } from './form-documents';
import { DomainBodySchema, DomainQuerySchema, DomainSchema } from './http';

// The offers area: offers pages, offers and their documents, statuses, typed-signature and
// upload rules, calls, messages and constants (docs/product/offers-and-esign.md).

// Offer statuses. Expired is what an Extended offer past expires_at reads as (the server keeps
// Extended); Rejected exists only as a label.
export const OFFER_STATUSES = [
  'Extended',
  'Declined',
  'Accepted',
  'Canceled',
  'Expired',
  'Contract Extended',
  'Contract Accepted',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['Extended', 'Contract Extended'];

export const DOCUMENT_STATUSES = [
  'Pending',
  'Signed',
  'Unsigned',
  'Read Only',
  'Revision',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

// The tag's colour depends on document_type, Offer or another.
export const OFFER_LETTER_DOCUMENT_TYPE = 'Offer';

// Offer constants (docs/product/offers-and-esign.md).
export const OFFER_CACHE_MS = 24 * 60 * 60 * 1000;
export const CONFETTI_PIECES = 200;
export const SIGNED_MESSAGE_MS = 15_000;
export const OFFER_UPLOAD_MAX_FILES = 1;
// The local-storage key that remembers the confetti was shown.
export const VISITED_OFFER_KEY = 'hasVisitedOffer';
// An offer this close to expiring notifies its candidate once.
export const OFFER_EXPIRY_WARNING_MS = 48 * 60 * 60 * 1000;

// The signed files candidates send: PDF only, checked by their bytes.
export const SIGNED_PDF_MAX_BYTES = FILE_UPLOAD_MAX_BYTES;

export const OfferDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  documentType: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  updatedAt: z.string(),
  underRevision: z.boolean(),
  // Whether the candidate is asked to sign it (Read Only documents are not).
  requiresSignature: z.boolean(),
  signed: z.boolean(),
  // The e-sign link: the built-in widget's page, while the document can be signed there.
  url: z.string().nullable(),
  // The PDF bytes (base64) of the offer letter, in the one-offer answer only.
  b64String: z.string().nullable(),
  // The document's file to download (the signed one once it exists), as an attachment.
  s3Path: z.string().nullable(),
});
export type OfferDocument = z.infer<typeof OfferDocumentSchema>;

export const OfferSchema = z.object({
  id: z.string(),
  // Used in paths.
  encId: z.string(),
  status: z.enum(OFFER_STATUSES),
  position: z.object({ id: z.number().int(), name: z.string() }),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
  hideOfferStatus: z.boolean(),
  offerDocuments: z.array(OfferDocumentSchema),
});
export type Offer = z.infer<typeof OfferSchema>;

// An offer's id in a path: its enc_id.
const EncIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Must be an offer id');
const DocumentIdSchema = z.uuid('Must be a document id');

export const offersCall = defineCall({
  method: 'GET',
  path: '/api/offer/offers',
  query: DomainQuerySchema,
  response: z.array(OfferSchema),
});

export const offerCall = defineCall({
  method: 'GET',
  path: '/api/offer/:id',
  params: z.object({ id: EncIdSchema }),
  query: DomainQuerySchema,
  response: OfferSchema,
});

const TermsAcceptedSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

// Multipart, with signed_offer_letter_pdf_file. The letter page's typed-signature mode
// sends the name and the terms checkbox instead of a file; with neither, the letter must already
// be signed (through the e-sign widget). Every document that needs a signature must be signed.
export const acceptOfferCall = defineCall({
  method: 'POST',
  path: '/api/offer/offers/:id/accept',
  params: z.object({ id: EncIdSchema }),
  body: DomainBodySchema.extend({
    typedSignature: z.string().max(200).optional(),
    termsAccepted: TermsAcceptedSchema.optional(),
  }),
  upload: { field: 'signed_offer_letter_pdf_file', maxBytes: SIGNED_PDF_MAX_BYTES },
  response: OfferSchema,
});

export const declineOfferCall = defineCall({
  method: 'POST',
  path: '/api/offer/offers/:id/decline',
  params: z.object({ id: EncIdSchema }),
  body: DomainBodySchema.optional(),
  response: OfferSchema,
});

// A document signed on paper, sent as signed_document_file.
export const acceptOfferDocumentCall = defineCall({
  method: 'POST',
  path: '/api/offer/offers/:id/:documentId/accept',
  params: z.object({ id: EncIdSchema, documentId: DocumentIdSchema }),
  body: DomainBodySchema,
  upload: { field: 'signed_document_file', maxBytes: SIGNED_PDF_MAX_BYTES },
  response: OfferDocumentSchema,
});

// The document's state as the e-sign service has it, asked after the widget's message. It is
// sent with an empty body: the site is named in the query, as on every offer link.
export const esignStatusCall = defineCall({
  method: 'POST',
  path: '/api/offer/offers/:id/:documentId/esign_status',
  params: z.object({ id: EncIdSchema, documentId: DocumentIdSchema }),
  query: DomainQuerySchema,
  response: OfferDocumentSchema,
});

// Where a document's file is downloaded (the s3_path of the answers): served as an attachment.
export const OFFER_DOCUMENT_FILE_PATH = '/api/offer/offers/:id/:documentId/file';

// Demo mode only, for this machine (as the dev mailbox): what `careers offers extend` does, for
// when the server holds the embedded database and for the journeys. The server picks an open
// position and writes the letter; `documents` adds one to sign or one to read per entry.
export const devExtendOfferCall = defineCall({
  method: 'POST',
  path: '/api/dev/offers',
  body: z.object({
    domain: DomainSchema.optional(),
    email: z.string().trim().toLowerCase().pipe(z.email().max(320)),
    documents: z
      .array(z.enum(['sign', 'review']))
      .max(4)
      .default([]),
    expiresInDays: z.number().min(-365).max(365).nullable().default(14),
    contract: z.boolean().default(false),
    // The state to show: an accepted one has its documents signed.
    status: z.enum(['Extended', 'Accepted', 'Declined', 'Canceled']).default('Extended'),
    // Put its unsigned documents on hold, as `careers offers revise --hold` does.
    hold: z.boolean().default(false),
  }),
  response: z.object({ encId: z.string() }),
});
