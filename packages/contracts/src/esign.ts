import { z } from 'zod';
import { defineCall } from './call';

// The built-in e-sign service (docs/product/offers-and-esign.md). The widget is a page of ours at a
// public path with `wid` (one document's signing session) and `hosted` (shown in a frame of our own
// page, which it then tells ESIGN or REJECT).
export const ESIGN_WIDGET_PATH = '/esign/embed';

// The version of the consent text a signer agrees to; the audit trail records it. A new wording
// gets a new version (and new catalog keys), so what was agreed to can always be shown again.
export const ESIGN_CONSENT_VERSION = '2026-11';

// A drawn signature arrives as a PNG of at most this size.
export const SIGNATURE_IMAGE_MAX_BYTES = 256 * 1024;

export const ESIGN_SESSION_STATES = ['open', 'signed', 'rejected', 'closed'] as const;
export type EsignSessionState = (typeof ESIGN_SESSION_STATES)[number];

const WidSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Must be a signing id');

export function esignWidgetUrl(wid: string): string {
  return `${ESIGN_WIDGET_PATH}?wid=${encodeURIComponent(wid)}&hosted=true`;
}

export const esignSessionCall = defineCall({
  method: 'GET',
  path: '/api/esign/session',
  query: z.object({ wid: WidSchema }),
  response: z.object({
    documentName: z.string(),
    companyName: z.string(),
    signerName: z.string(),
    signerEmail: z.string(),
    // closed: the offer is no longer open, or the document is under revision.
    state: z.enum(ESIGN_SESSION_STATES),
    consentVersion: z.string(),
    // The document to sign, base64.
    pdfBase64: z.string(),
  }),
});

export const ESIGN_EVENTS = ['viewed', 'consented'] as const;

export const esignEventCall = defineCall({
  method: 'POST',
  path: '/api/esign/events',
  body: z.object({ wid: WidSchema, event: z.enum(ESIGN_EVENTS) }),
  response: z.object({ recorded: z.boolean() }),
});

export const esignSignCall = defineCall({
  method: 'POST',
  path: '/api/esign/sign',
  body: z
    .object({
      wid: WidSchema,
      consentVersion: z.literal(ESIGN_CONSENT_VERSION, {
        error: 'Agree to sign electronically first.',
      }),
      method: z.enum(['typed', 'drawn']),
      typedName: z.string().trim().min(1).max(200).optional(),
      // A PNG, base64.
      imagePng: z
        .string()
        .max(Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 8)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Must be a PNG image')
        .optional(),
      timeZone: z.string().max(64).optional(),
    })
    .refine((body) => (body.method === 'typed' ? !!body.typedName : !!body.imagePng), {
      message: 'Add your signature.',
      path: ['typedName'],
    }),
  response: z.object({ state: z.enum(ESIGN_SESSION_STATES) }),
});

export const esignRejectCall = defineCall({
  method: 'POST',
  path: '/api/esign/reject',
  body: z.object({ wid: WidSchema }),
  response: z.object({ state: z.enum(ESIGN_SESSION_STATES) }),
});
