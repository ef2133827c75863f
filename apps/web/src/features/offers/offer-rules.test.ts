import { describe, expect, it } from 'vitest';
import type { DocumentStatus } from '@careers/contracts/offers';
import {
  documentAction,
  formatListDate,
  hasDocumentsAwaitingFiles,
  isOfferOpen,
  shownStatus,
} from './offer-rules';
import { aDocument, anOffer, FUTURE, PAST } from './offers-test-fixtures';
import { checkSignedPdf } from './signed-pdf-rules';
import { checkTypedSignature, fullNameOf } from './typed-signature-rules';
import { hasSeenOfferConfetti } from './use-offer-confetti';

const NOW = Date.parse('2030-06-01T00:00:00.000Z');

describe('offer status', () => {
  it('reads an Extended offer past expires_at as Expired, and only then', () => {
    expect(shownStatus(anOffer({ expiresAt: PAST }), NOW)).toBe('Expired');
    expect(shownStatus(anOffer({ expiresAt: FUTURE }), NOW)).toBe('Extended');
    expect(shownStatus(anOffer({ expiresAt: null }), NOW)).toBe('Extended');
    expect(shownStatus(anOffer({ status: 'Accepted', expiresAt: PAST }), NOW)).toBe('Accepted');
  });

  it('is open for Extended and Contract Extended that have not expired', () => {
    expect(isOfferOpen(anOffer(), NOW)).toBe(true);
    expect(isOfferOpen(anOffer({ status: 'Contract Extended' }), NOW)).toBe(true);
    expect(isOfferOpen(anOffer({ expiresAt: PAST }), NOW)).toBe(false);
    for (const status of ['Declined', 'Accepted', 'Canceled', 'Contract Accepted'] as const)
      expect(isOfferOpen(anOffer({ status }), NOW)).toBe(false);
  });
});

describe('document button (offer page)', () => {
  const cases: [string, Parameters<typeof aDocument>[0], string, string][] = [
    ['Unsigned', { status: 'Unsigned' }, 'start', 'view'],
    ['Pending', { status: 'Pending' }, 'start', 'view'],
    ['Read Only', { status: 'Read Only' }, 'view', 'view'],
    ['Revision', { status: 'Revision' }, 'view', 'view'],
    ['Signed', { status: 'Signed', s3Path: '/file' }, 'view', 'view'],
  ];
  it.each(cases)('%s reads Start only while the offer is open', (_, overrides, open, closed) => {
    expect(documentAction(aDocument(overrides), true).kind).toBe(open);
    expect(documentAction(aDocument(overrides), false).kind).toBe(closed);
  });

  it('is disabled under revision, Pending, Revision, or Signed without a stored file', () => {
    const disabled = (overrides: Parameters<typeof aDocument>[0]) =>
      documentAction(aDocument(overrides), true).isDisabled;
    expect(disabled({ status: 'Unsigned' })).toBe(false);
    expect(disabled({ status: 'Unsigned', underRevision: true })).toBe(true);
    expect(disabled({ status: 'Pending' })).toBe(true);
    expect(disabled({ status: 'Revision' })).toBe(true);
    expect(disabled({ status: 'Read Only' })).toBe(false);
    expect(disabled({ status: 'Signed', s3Path: '/file' })).toBe(false);
    expect(disabled({ status: 'Signed', s3Path: null })).toBe(true);
  });

  it('knows when a signed file is still being generated', () => {
    const signed = (s3Path: string | null, status: DocumentStatus = 'Signed') =>
      anOffer({ offerDocuments: [aDocument({ status, s3Path })] });
    expect(hasDocumentsAwaitingFiles(signed(null))).toBe(true);
    expect(hasDocumentsAwaitingFiles(signed('/file'))).toBe(false);
    expect(hasDocumentsAwaitingFiles(signed(null, 'Unsigned'))).toBe(false);
    expect(hasDocumentsAwaitingFiles(undefined)).toBe(false);
  });
});

describe('list date', () => {
  it('is MM/DD/YYYY', () => {
    expect(formatListDate('2020-01-05T12:00:00.000Z')).toBe('01/05/2020');
    expect(formatListDate('2024-11-23T12:00:00.000Z')).toBe('11/23/2024');
  });
});

describe('upload rules', () => {
  const pdf = (name = 'signed.pdf', size = 10) =>
    new File([new Uint8Array(size)], name, { type: 'application/pdf' });
  it('needs exactly one PDF within the size limit', () => {
    expect(checkSignedPdf([])).toBe('required');
    expect(checkSignedPdf([pdf(), pdf('other.pdf')])).toBe('tooMany');
    expect(checkSignedPdf([new File(['x'], 'notes.txt', { type: 'text/plain' })])).toBe('notPdf');
    expect(checkSignedPdf([pdf('big.pdf', 10 * 1024 * 1024 + 1)])).toBe('tooLarge');
    expect(checkSignedPdf([pdf()])).toBeNull();
    expect(checkSignedPdf([new File(['x'], 'SCAN.PDF')])).toBeNull();
  });
});

describe('typed signature', () => {
  const fullName = 'Alex Morgan';
  it('needs the terms and the exact full name', () => {
    expect(checkTypedSignature({ hasAgreed: false, signature: '', fullName })).toEqual({
      terms: 'required',
      signature: 'required',
    });
    expect(checkTypedSignature({ hasAgreed: true, signature: 'alex morgan', fullName })).toEqual({
      signature: 'mismatch',
    });
    expect(checkTypedSignature({ hasAgreed: true, signature: 'Alex', fullName })).toEqual({
      signature: 'mismatch',
    });
    expect(checkTypedSignature({ hasAgreed: true, signature: ' Alex Morgan ', fullName })).toEqual(
      {},
    );
  });

  it('rejects every entry when no name is known', () => {
    expect(checkTypedSignature({ hasAgreed: true, signature: 'Anyone', fullName: '' })).toEqual({
      signature: 'mismatch',
    });
  });

  it('takes the name from the profile, else the account', () => {
    const person = { firstName: 'Alex', lastName: 'Morgan' };
    const profile = { ...person, firstName: 'Alexandra', hasResume: false, encId: 'e', email: 'a' };
    const user = { ...person, id: 'c1', email: 'a', isAdmin: false };
    expect(fullNameOf({ profile, user })).toBe('Alexandra Morgan');
    expect(fullNameOf({ profile: null, user })).toBe('Alex Morgan');
    expect(fullNameOf({ profile: null, user: null })).toBe('');
  });
});

describe('confetti seen (hasVisitedOffer)', () => {
  it('is seen once anything is stored under the key, and when storage cannot be read', () => {
    const storage = window.localStorage;
    storage.removeItem('hasVisitedOffer');
    expect(hasSeenOfferConfetti(storage)).toBe(false);
    for (const value of ['true', '["a","b"]', '']) {
      storage.setItem('hasVisitedOffer', value);
      expect(hasSeenOfferConfetti(storage)).toBe(true);
    }
    storage.removeItem('hasVisitedOffer');
    const locked = {
      getItem: () => {
        throw new DOMException('Storage is switched off', 'SecurityError');
      },
    };
    expect(hasSeenOfferConfetti(locked)).toBe(true);
  });
});
