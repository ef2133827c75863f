import {
  bigserial,
  customType,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { groups } from './groups';
import { positions } from './positions';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// An offer's PDFs and signature images live in the database (decision 019), written in the same
// transaction as the state and the audit event that name them.
export const offerFiles = pgTable('offer_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  groupId: uuid('group_id')
    .notNull()
    .references(() => groups.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// An offer extended to a candidate for a position (docs/product/offers-and-esign.md). `encId` is
// what paths carry; `status` is one of its states (Expired is read from expires_at, never stored).
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    encId: text('enc_id').notNull().unique(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    // What the letter says, when we generated it (an employer's own PDF says it itself).
    salary: text('salary'),
    startDate: date('start_date', { mode: 'string' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    hideOfferStatus: boolean('hide_offer_status').notNull().default(false),
    // Set when the candidate was told the offer expires within 48 hours (once per offer).
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offers_candidate_idx').on(table.candidateId, table.updatedAt.desc()),
    index('offers_expiry_idx').on(table.status, table.expiresAt),
  ],
);

// An offer document: the stored original, and the sealed signed file once it exists.
export const offerDocuments = pgTable(
  'offer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    documentType: text('document_type').notNull(),
    sortOrder: integer('sort_order').notNull(),
    status: text('status').notNull(),
    underRevision: boolean('under_revision').notNull().default(false),
    requiresSignature: boolean('requires_signature').notNull(),
    originalFileId: uuid('original_file_id')
      .notNull()
      .references(() => offerFiles.id),
    originalSha256: text('original_sha256').notNull(),
    // Null until the sealed file is stored ('Signed document is being generated').
    signedFileId: uuid('signed_file_id').references(() => offerFiles.id),
    signedSha256: text('signed_sha256'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    // The e-sign widget's session id for this document (its `wid`).
    esignWid: text('esign_wid').notNull().unique(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('offer_documents_offer_idx').on(table.offerId, table.sortOrder)],
);

// How a document was signed: typed or drawn in the widget, typed on the letter page, or signed on
// paper and uploaded. What the stamp needs to be drawn again is kept here.
export const offerSignatures = pgTable(
  'offer_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => offerDocuments.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    typedName: text('typed_name'),
    // The drawn PNG, or the uploaded signed PDF.
    fileId: uuid('file_id').references(() => offerFiles.id),
    consentVersion: text('consent_version'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    timeZone: text('time_zone').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('offer_signatures_document_unique').on(table.documentId)],
);

// The audit trail: append-only (an UPDATE is refused by a trigger) and hash-chained per offer;
// each event holds the hash of the one before it, so a changed or removed event breaks the chain.
export const offerAuditEvents = pgTable(
  'offer_audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id'),
    sequence: integer('sequence').notNull(),
    type: text('type').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [unique('offer_audit_events_sequence_unique').on(table.offerId, table.sequence)],
);
