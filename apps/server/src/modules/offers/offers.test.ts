import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acceptOfferDocumentCall,
  devExtendOfferCall,
  esignSessionCall,
  esignSignCall,
  esignStatusCall,
  ESIGN_CONSENT_VERSION,
  offerCall,
  offersCall,
  type Offer,
} from '@careers/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offerAuditEvents, offerFiles, offers } from '../../db/schema';
import {
  createTestApp,
  dataOf,
  logIn,
  logInNewCandidate,
  Visitor,
  type TestApp,
} from '../../testing/test-app';
import { multipart } from '../../testing/multipart';
import { loadGroup } from '../config/config.service';
import { renderDocument } from '../pdf/offer-document';
import { renderOfferLetter } from '../pdf/offer-letter';
import { findDemoPositionIds } from '../positions/positions.repository';
import { extendOffer, reviseOffer } from './employer-offers.service';
import { warnOfExpiringOffers } from './offers-expiry.job';
import { verifySignedDocument } from './offer-verify.service';

// The offers calls, the e-sign service and the sealed documents, on the real database.
const DOMAIN = 'northwind.example';
const DAY = 24 * 60 * 60 * 1000;
const HAS_PDFSIG = existsSync('/usr/bin/pdfsig');

async function upload(
  visitor: Visitor,
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
) {
  const { payload, headers } = await multipart(fields, files);
  return visitor.post(url, payload, headers);
}

function messageOf(answer: { json: () => unknown }): string {
  return (answer.json() as { message: string }).message;
}

describe('offers', () => {
  let t: TestApp;
  let positionIds: number[];
  let letter: Uint8Array;
  let nda: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp();
    const group = await loadGroup(t.db, DOMAIN);
    positionIds = (await findDemoPositionIds(t.db, group.id, t.clock.now(), 30)).open.slice(10);
    letter = await renderOfferLetter({
      companyName: 'Northwind',
      candidateName: 'Test Candidate',
      positionName: 'Data Engineer',
      salary: '$120,000',
      startDate: '2027-02-01',
      language: 'en',
    });
    nda = await renderDocument({
      companyName: 'Northwind',
      title: 'Confidentiality agreement',
      candidateName: 'Test Candidate',
      paragraphs: ['Keep secrets.'],
      withSignature: true,
      language: 'en',
    });
  });
  afterAll(() => t.close());

  // A fresh candidate with an offer of their own, made as the employer's CLI makes it.
  async function candidateWithOffer(
    options: { contract?: boolean; documents?: boolean; expiresInDays?: number | null } = {},
  ) {
    const { visitor, candidate } = await logInNewCandidate(t);
    const site = { group: await loadGroup(t.db, DOMAIN), publicOrigin: 'http://localhost' };
    const positionId = positionIds.shift();
    if (positionId === undefined) throw new Error('No position left');
    const expiresInDays = options.expiresInDays === undefined ? 7 : options.expiresInDays;
    const offer = await extendOffer(
      { db: t.db, site, now: t.clock.now() },
      {
        candidateEmail: candidate.email,
        positionId,
        letter,
        documents: options.documents ? [{ name: 'Confidentiality agreement', bytes: nda }] : [],
        expiresAt:
          expiresInDays === null ? null : new Date(t.clock.now().getTime() + expiresInDays * DAY),
        contract: options.contract ?? false,
      },
    );
    await visitor.page(`/careers/offers?domain=${DOMAIN}`);
    return { visitor, candidate, encId: offer.encId, site };
  }

  const accept = (encId: string) => `/api/offer/offers/${encId}/accept`;

  it('lists Alex’s demo offers, one in every status, with a document in every document status', async () => {
    const alex = new Visitor(t.app);
    await logIn(alex, t.db, 'alex.morgan@example.com');
    const list = dataOf(offersCall, await alex.get(`/api/offer/offers?domain=${DOMAIN}`));
    expect(new Set(list.map((offer) => offer.status))).toEqual(
      new Set([
        'Extended',
        'Contract Extended',
        'Accepted',
        'Declined',
        'Canceled',
        'Contract Accepted',
      ]),
    );
    // Open offers come first: they are what waits for the candidate.
    expect(
      list
        .slice(0, 2)
        .map((offer) => offer.status)
        .sort(),
    ).toEqual(['Contract Extended', 'Extended']);
    const now = t.clock.now().getTime();
    const extended = list.filter((offer) => offer.status === 'Extended');
    expect(extended.some((offer) => new Date(offer.expiresAt ?? 0).getTime() < now)).toBe(true);
    const open = extended.find((offer) => new Date(offer.expiresAt ?? 0).getTime() > now);
    expect(new Set(open?.offerDocuments.map((document) => document.status))).toEqual(
      new Set(['Pending', 'Signed', 'Unsigned', 'Read Only', 'Revision']),
    );
    // The list carries no PDF bytes; the one-offer answer carries the letter's.
    expect(list.every((offer) => offer.offerDocuments.every((doc) => doc.b64String === null))).toBe(
      true,
    );
    const one = dataOf(offerCall, await alex.get(`/api/offer/${open?.encId}?domain=${DOMAIN}`));
    const letterDocument = one.offerDocuments.find((document) => document.documentType === 'Offer');
    expect(
      Buffer.from(letterDocument?.b64String ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(letterDocument?.url).toMatch(/^\/esign\/embed\?wid=[\w-]+&hosted=true$/);
  });

  it('answers 404 for another candidate’s offer, document and file, and in another group', async () => {
    const { encId } = await candidateWithOffer();
    const { visitor: other } = await logInNewCandidate(t);
    await other.page();
    expect((await other.get(`/api/offer/${encId}?domain=${DOMAIN}`)).statusCode).toBe(404);
    expect(
      (await other.post(`/api/offer/offers/${encId}/decline`, { domain: DOMAIN })).statusCode,
    ).toBe(404);
    const mine = await candidateWithOffer();
    const offer = dataOf(
      offerCall,
      await mine.visitor.get(`/api/offer/${mine.encId}?domain=${DOMAIN}`),
    );
    const documentId = offer.offerDocuments[0]?.id ?? '';
    expect(
      (await other.get(`/api/offer/offers/${mine.encId}/${documentId}/file?domain=${DOMAIN}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await upload(other, `/api/offer/offers/${mine.encId}/${documentId}/accept`, {}, [
          { field: 'signed_document_file', name: 'x.pdf', bytes: letter },
        ])
      ).statusCode,
    ).toBe(404);
    const { visitor: contoso } = await logInNewCandidate(t, { domain: 'contoso.example' });
    expect((await contoso.get(`/api/offer/${mine.encId}?domain=contoso.example`)).statusCode).toBe(
      404,
    );
    expect(dataOf(offersCall, await other.get(`/api/offer/offers?domain=${DOMAIN}`))).toEqual([]);
  });

  it('declines an open offer once; a replay and an accept after it are 409', async () => {
    const { visitor, encId } = await candidateWithOffer();
    const declined = await visitor.post(`/api/offer/offers/${encId}/decline`, { domain: DOMAIN });
    expect(declined.statusCode).toBe(200);
    const again = await visitor.post(`/api/offer/offers/${encId}/decline`, { domain: DOMAIN });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('This offer is no longer open.');
    const accepted = await upload(visitor, accept(encId), { domain: DOMAIN }, [
      { field: 'signed_offer_letter_pdf_file', name: 'signed.pdf', bytes: letter },
    ]);
    expect(accepted.statusCode).toBe(409);
  });

  it('refuses a past expires_at with 409, though the stored status stays Extended', async () => {
    // Ten minutes left; twenty pass (within the session's 30 idle minutes).
    const { visitor, encId } = await candidateWithOffer({ expiresInDays: 10 / (24 * 60) });
    t.clock.advance(20 * 60_000);
    try {
      const declined = await visitor.post(`/api/offer/offers/${encId}/decline`, { domain: DOMAIN });
      expect(declined.statusCode).toBe(409);
      expect(messageOf(declined)).toBe('This offer has expired.');
      const offer = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
      expect(offer.status).toBe('Extended');
      expect(offer.offerDocuments[0]?.url).toBeNull();
    } finally {
      t.clock.advance(-20 * 60_000);
    }
  });

  it('accepts with a typed signature only with the exact full name and the terms', async () => {
    const { visitor, encId } = await candidateWithOffer({ contract: true });
    const wrong = await upload(visitor, accept(encId), {
      domain: DOMAIN,
      typed_signature: 'test candidate',
      terms_accepted: 'true',
    });
    expect(wrong.statusCode).toBe(422);
    expect(messageOf(wrong)).toBe(
      'Please enter your full name as shown on the offer letter and your profile.',
    );
    const noTerms = await upload(visitor, accept(encId), {
      domain: DOMAIN,
      typed_signature: 'Test Candidate',
    });
    expect(noTerms.statusCode).toBe(422);
    const ok = await upload(visitor, accept(encId), {
      domain: DOMAIN,
      typed_signature: 'Test Candidate',
      terms_accepted: 'true',
    });
    const offer = dataOf(offerCall, ok);
    expect(offer.status).toBe('Contract Accepted');
    const signedLetter = offer.offerDocuments[0];
    expect(signedLetter).toMatchObject({ status: 'Signed', signed: true, s3Path: null });
    await t.app.offerSealer.idle();
    const after = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    expect(after.offerDocuments[0]?.s3Path).toMatch(/\/file$/);
  });

  it('accepts only when every document that needs a signature is signed', async () => {
    const { visitor, encId } = await candidateWithOffer({ documents: true });
    const offer = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    const ndaDocument = offer.offerDocuments.find(
      (document) => document.name === 'Confidentiality agreement',
    );
    const early = await upload(visitor, accept(encId), { domain: DOMAIN }, [
      { field: 'signed_offer_letter_pdf_file', name: 'signed.pdf', bytes: letter },
    ]);
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe('Please sign every document before accepting the offer.');
    const signed = await upload(
      visitor,
      `/api/offer/offers/${encId}/${ndaDocument?.id}/accept`,
      { domain: DOMAIN },
      [{ field: 'signed_document_file', name: 'nda signed.pdf', bytes: nda }],
    );
    expect(dataOf(acceptOfferDocumentCall, signed)).toMatchObject({
      status: 'Signed',
      s3Path: null,
    });
    const accepted = await upload(visitor, accept(encId), { domain: DOMAIN }, [
      { field: 'signed_offer_letter_pdf_file', name: 'signed.pdf', bytes: letter },
    ]);
    expect(dataOf(offerCall, accepted).status).toBe('Accepted');
  });

  it('refuses uploads that are not one readable PDF within the limit, storing nothing', async () => {
    const { visitor, encId } = await candidateWithOffer();
    // An earlier test's document may still be sealing, which stores a file of its own.
    await t.app.offerSealer.idle();
    const [{ files: before } = { files: 0 }] = await t.db
      .select({ files: count() })
      .from(offerFiles);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notPdf = await upload(visitor, accept(encId), { domain: DOMAIN }, [
      { field: 'signed_offer_letter_pdf_file', name: 'signed.pdf', bytes: png },
    ]);
    expect(notPdf.statusCode).toBe(422);
    expect(messageOf(notPdf)).toBe('The signed document must be a PDF file.');
    const broken = await upload(visitor, accept(encId), { domain: DOMAIN }, [
      {
        field: 'signed_offer_letter_pdf_file',
        name: 'signed.pdf',
        bytes: Buffer.from('%PDF-1.7\nnot really'),
      },
    ]);
    expect(broken.statusCode).toBe(422);
    const two = await upload(visitor, accept(encId), { domain: DOMAIN }, [
      { field: 'signed_offer_letter_pdf_file', name: 'a.pdf', bytes: letter },
      { field: 'signed_offer_letter_pdf_file', name: 'b.pdf', bytes: letter },
    ]);
    expect(two.statusCode).toBe(422);
    expect(messageOf(two)).toBe('You should upload at most 1 file');
    const huge = await upload(visitor, accept(encId), { domain: DOMAIN }, [
      {
        field: 'signed_offer_letter_pdf_file',
        name: 'big.pdf',
        bytes: Buffer.alloc(10 * 1024 * 1024 + 10, 0x20),
      },
    ]);
    expect(huge.statusCode).toBe(413);
    const json = await visitor.post(accept(encId), { domain: DOMAIN });
    expect(json.statusCode).toBe(400);
    const [{ files: after } = { files: 0 }] = await t.db
      .select({ files: count() })
      .from(offerFiles);
    expect(after).toBe(before);
    const offer = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    expect(offer.status).toBe('Extended');
  });

  it('lets one of two concurrent accepts through; the other gets 409', async () => {
    const { visitor, encId } = await candidateWithOffer();
    const body = { domain: DOMAIN, typed_signature: 'Test Candidate', terms_accepted: 'true' };
    const answers = await Promise.all([
      upload(visitor, accept(encId), body),
      upload(visitor, accept(encId), body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  describe('the e-sign service and the sealed document', () => {
    let visitor: Visitor;
    let encId: string;
    let offer: Offer;
    let certificatePem = '';

    beforeAll(async () => {
      ({ visitor, encId } = await candidateWithOffer());
      offer = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    });

    const wid = () =>
      new URL(offer.offerDocuments[0]?.url ?? '', 'http://x').searchParams.get('wid') ?? '';

    it('shows the document to its candidate only, and signs it typed after consent', async () => {
      const session = dataOf(
        esignSessionCall,
        await visitor.get(`/api/esign/session?wid=${wid()}`),
      );
      expect(session).toMatchObject({
        state: 'open',
        signerName: 'Test Candidate',
        documentName: 'Offer letter',
      });
      const { visitor: other } = await logInNewCandidate(t);
      expect((await other.get(`/api/esign/session?wid=${wid()}`)).statusCode).toBe(404);
      await other.page();
      expect(
        (
          await other.post('/api/esign/sign', {
            wid: wid(),
            consent_version: ESIGN_CONSENT_VERSION,
            method: 'typed',
            typed_name: 'X',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await visitor.post('/api/esign/events', { wid: wid(), event: 'viewed' })).statusCode,
      ).toBe(200);
      const noConsent = await visitor.post('/api/esign/sign', {
        wid: wid(),
        consent_version: 'old',
        method: 'typed',
        typed_name: 'Test Candidate',
      });
      expect(noConsent.statusCode).toBe(422);
      const signed = await visitor.post('/api/esign/sign', {
        wid: wid(),
        consent_version: ESIGN_CONSENT_VERSION,
        method: 'typed',
        typed_name: 'Test Candidate',
        time_zone: 'Europe/Berlin',
      });
      expect(dataOf(esignSignCall, signed)).toEqual({ state: 'signed' });
      const replay = await visitor.post('/api/esign/sign', {
        wid: wid(),
        consent_version: ESIGN_CONSENT_VERSION,
        method: 'typed',
        typed_name: 'Test Candidate',
      });
      expect(replay.statusCode).toBe(409);
      const status = dataOf(
        esignStatusCall,
        await visitor.post(
          `/api/offer/offers/${encId}/${offer.offerDocuments[0]?.id}/esign_status?domain=${DOMAIN}`,
          undefined,
        ),
      );
      expect(status).toMatchObject({ status: 'Signed', signed: true, url: null });
    });

    it('stores a sealed PDF with the stamp and the audit page, served as an attachment to its owner', async () => {
      await t.app.offerSealer.idle();
      const document = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`))
        .offerDocuments[0];
      const file = await visitor.get(`${document?.s3Path}?domain=${DOMAIN}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(
        /^attachment; filename="Offer letter \(signed\)\.pdf"/,
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const folder = mkdtempSync(join(tmpdir(), 'careers-offer-'));
      try {
        const path = join(folder, 'signed.pdf');
        writeFileSync(path, file.rawPayload);
        if (HAS_PDFSIG || process.env.CI) {
          const report = execFileSync('pdfsig', [path], { encoding: 'utf8' });
          expect(report).toContain('Signature Validation: Signature is Valid.');
          expect(report).toContain('Total document signed');
          const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
          expect(text).toContain('Signature audit trail');
          expect(text).toContain('Test Candidate');
        }
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      const certificate = await t.app.offerSealer.certificate();
      certificatePem = certificate.certificatePem;
      const report = await verifySignedDocument(t.db, certificate, file.rawPayload);
      expect(report.summary).toBe('This is a document we produced, and it has not been modified.');
      expect(report.ours).toBe(true);
      // One byte changed anywhere is detected.
      const changed = Buffer.from(file.rawPayload);
      changed[200] = (changed[200] ?? 0) ^ 1;
      expect((await verifySignedDocument(t.db, certificate, changed)).ours).toBe(false);
    });

    it('detects a changed audit event, and refuses to update one', async () => {
      const document = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`))
        .offerDocuments[0];
      const bytes = (await visitor.get(`${document?.s3Path}?domain=${DOMAIN}`)).rawPayload;
      const certificate = await t.app.offerSealer.certificate();
      expect(certificate.certificatePem).toBe(certificatePem);
      const [row] = await t.db
        .select({ id: offers.id })
        .from(offers)
        .where(eq(offers.encId, encId));
      const refused = await t.db
        .execute(sql`update offer_audit_events set ip = '198.51.100.1' where offer_id = ${row?.id}`)
        .then(
          () => 'updated',
          (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
        );
      expect(refused).toMatch(/append-only/);
      // Someone with the database's keys rewrites history: the chain tells.
      await t.db.execute(
        sql`alter table offer_audit_events disable trigger offer_audit_events_append_only`,
      );
      try {
        await t.db
          .update(offerAuditEvents)
          .set({ ip: '198.51.100.1' })
          .where(
            sql`${offerAuditEvents.offerId} = ${row?.id} and ${offerAuditEvents.type} = 'signed'`,
          );
      } finally {
        await t.db.execute(
          sql`alter table offer_audit_events enable trigger offer_audit_events_append_only`,
        );
      }
      const report = await verifySignedDocument(t.db, certificate, bytes);
      expect(report.ours).toBe(false);
      expect(report.checks.find((check) => check.name === 'Audit trail')?.ok).toBe(false);
    });
  });

  const expiryDeps = () => ({
    db: t.db,
    groups: t.groups,
    env: { PUBLIC_ORIGIN: 'http://localhost' } as Parameters<typeof warnOfExpiringOffers>[0]['env'],
  });

  it('makes demo offers through the dev call, for this machine only', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    await visitor.page();
    const made = await visitor.post('/api/dev/offers', {
      domain: DOMAIN,
      email: candidate.email,
      documents: ['sign', 'review'],
      expires_in_days: -1,
    });
    const { encId } = dataOf(devExtendOfferCall, made);
    const offer = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    expect(offer.offerDocuments.map((document) => document.status)).toEqual([
      'Unsigned',
      'Unsigned',
      'Read Only',
    ]);
    expect(new Date(offer.expiresAt ?? '').getTime()).toBeLessThan(t.clock.now().getTime());
    const remote = await visitor.post(
      '/api/dev/offers',
      { domain: DOMAIN, email: candidate.email },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(remote.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('warns of an offer expiring within 48 hours once', async () => {
    const { candidate, encId } = await candidateWithOffer({ expiresInDays: 1 });
    const warnedFor = async () =>
      (
        await t.db.select().from(notifications).where(eq(notifications.candidateId, candidate.id))
      ).filter((row) => row.messageKey === 'offer.expiring').length;
    await warnOfExpiringOffers(expiryDeps(), t.clock.now());
    await warnOfExpiringOffers(expiryDeps(), t.clock.now());
    expect(await warnedFor()).toBe(1);
    expect(encId).toBeTruthy();
  });

  it('puts documents on hold while revised, and releases them with new content', async () => {
    const { visitor, encId, site } = await candidateWithOffer({ documents: true });
    await reviseOffer({ db: t.db, site, now: t.clock.now() }, encId, {
      hold: true,
      letter: null,
      documents: [],
      expiresAt: null,
    });
    const held = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    expect(held.offerDocuments.every((document) => document.underRevision)).toBe(true);
    const blocked = await upload(visitor, accept(encId), {
      domain: DOMAIN,
      typed_signature: 'Test Candidate',
      terms_accepted: 'true',
    });
    expect(blocked.statusCode).toBe(409);
    expect(messageOf(blocked)).toBe('Documents are being revised. Please check back later.');
    await reviseOffer({ db: t.db, site, now: t.clock.now() }, encId, {
      hold: false,
      letter,
      documents: [],
      expiresAt: null,
    });
    const released = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    expect(
      released.offerDocuments.map((document) => [document.status, document.underRevision]),
    ).toEqual([
      ['Unsigned', false],
      ['Unsigned', false],
    ]);
  });
});
