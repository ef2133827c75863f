import { keysToSnake } from '@careers/contracts/case';
import {
  acceptOfferCall,
  declineOfferCall,
  offerCall,
  type Offer,
  type OfferDocument,
} from '@careers/contracts/offers';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { fakeServer, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { SHELL_ROUTES } from '../../test/shell-routes';

// Offers and documents as the server answers them, for the offers area's tests.
export const FUTURE = '2099-01-31T12:00:00.000Z';
export const PAST = '2020-01-31T12:00:00.000Z';
export const ENC_ID = 'offer-nurse-7';
const LETTER_ID = '0b5c2a4e-7f1d-4c3a-9e2b-1a2b3c4d5e6f';
// "%PDF-1.4\n" in base64: the bytes of a letter.
export const LETTER_BYTES = 'JVBERi0xLjQK';

export function aDocument(overrides: Partial<OfferDocument> = {}): OfferDocument {
  return {
    id: '1f0e2d3c-4b5a-4978-8a6b-5c4d3e2f1a00',
    name: 'Non-disclosure agreement',
    documentType: 'NDA',
    status: 'Unsigned',
    updatedAt: '2020-01-20T12:00:00.000Z',
    underRevision: false,
    requiresSignature: true,
    signed: false,
    url: null,
    b64String: null,
    s3Path: null,
    ...overrides,
  };
}

export function aLetter(overrides: Partial<OfferDocument> = {}): OfferDocument {
  return aDocument({
    id: LETTER_ID,
    name: 'Offer letter',
    documentType: 'Offer',
    b64String: LETTER_BYTES,
    s3Path: `/api/offer/offers/${ENC_ID}/${LETTER_ID}/file`,
    ...overrides,
  });
}

export function anOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'o-1',
    encId: ENC_ID,
    status: 'Extended',
    position: { id: 7, name: 'Staff Nurse' },
    updatedAt: '2020-01-15T12:00:00.000Z',
    expiresAt: FUTURE,
    hideOfferStatus: false,
    offerDocuments: [aLetter()],
    ...overrides,
  };
}

export { SHELL_ROUTES };

// The server's side of one offer: as it stands, and what accepting or declining turns it into.
function offerOnServer(initial: Offer): FakeRoute[] {
  let current = initial;
  const becomes = (next: Offer) => {
    current = next;
    return { body: { data: keysToSnake(next) } };
  };
  return [
    [offerCall, () => ({ body: { data: keysToSnake(current) } })],
    [
      acceptOfferCall,
      () =>
        becomes({
          ...current,
          status: 'Accepted',
          offerDocuments: current.offerDocuments.map((document) => ({
            ...document,
            status: 'Signed',
            signed: true,
          })),
        }),
    ],
    [declineOfferCall, () => becomes({ ...current, status: 'Declined' })],
  ];
}

// A multipart body as the request layer sent it, part by part.
export function partsOf(body: unknown): Record<string, FormDataEntryValue> {
  if (!(body instanceof FormData)) throw new Error('Expected a multipart body.');
  return Object.fromEntries(body.entries());
}

export function aPdf(name: string): File {
  return new File(['%PDF-1.4'], name, { type: 'application/pdf' });
}

export const LETTER_PAGE = `/careers/offer-letter/${ENC_ID}?domain=northwind.example`;

// The offer letter page on a fake server. Routes of a test come first: they answer before the
// offer's own.
export function showLetterPage(
  offer: Offer,
  routes: FakeRoute[] = [],
  boot = demoBoot({ user: ALEX }),
) {
  const server = fakeServer([...SHELL_ROUTES, ...routes, ...offerOnServer(offer)]);
  const view = renderApp(boot, LETTER_PAGE);
  return { server, user: userEvent.setup(), ...view };
}

// Each letter page test starts with the page's token, in English, and leaves nothing behind.
export function resetEachLetterTest(): void {
  beforeEach(async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="t1">';
    await changeLocale('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearToasts();
  });
}
