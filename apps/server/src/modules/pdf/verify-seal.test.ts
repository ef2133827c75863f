import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderOfferLetter } from './offer-letter';
import { sealPdf } from './seal';
import { loadSealCertificate, type SealCertificate } from './seal-certificate';
import { sealedContentRange, verifySeal } from './verify-seal';

const INFO = {
  reason: 'Signed electronically by Zoë Lindqvist',
  name: 'Northwind Traders',
  location: 'Careers e-signature',
  contactInfo: 'zoe@example.com',
  signingTime: new Date('2026-06-15T19:04:05Z'),
};

let certificate: SealCertificate;
let letter: Uint8Array;
let sealed: Buffer;
beforeAll(async () => {
  certificate = await loadSealCertificate({ dataDir: null });
  letter = await renderOfferLetter({
    companyName: 'Northwind Traders',
    candidateName: 'Zoë Lindqvist',
    positionName: 'Data Analyst',
    salary: '$62,000',
    startDate: '2026-09-01',
    language: 'en',
  });
  sealed = await sealPdf(letter, certificate, INFO);
});

describe('verifySeal', () => {
  it('accepts a sealed PDF as intact, whole and ours', () => {
    expect(verifySeal(sealed, { fingerprintSha256: certificate.fingerprintSha256 })).toEqual({
      sealed: true,
      intact: true,
      coversWholeFile: true,
      signerFingerprintSha256: certificate.fingerprintSha256,
      ourCertificate: true,
      signedAt: INFO.signingTime,
      problem: null,
    });
    expect(verifySeal(sealed).ourCertificate).toBeNull();
  });

  it('notices one changed byte in the signed content', () => {
    const changed = Buffer.from(sealed);
    const [, length] = sealedContentRange(changed)!.byteRange;
    const at = Math.floor(length / 2);
    changed[at] = changed[at]! ^ 0x01;
    const check = verifySeal(changed);
    expect(check).toMatchObject({ sealed: true, intact: false, coversWholeFile: true });
    expect(check.problem).toBe('The document was changed after it was sealed.');
  });

  it('notices content appended after the seal', () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n% appended\n')]);
    const check = verifySeal(appended);
    expect(check).toMatchObject({ sealed: true, intact: true, coversWholeFile: false });
    expect(check.problem).toBe('Content was added to the document after it was sealed.');
  });

  it('tells a signature whose attributes were altered from a valid one', () => {
    const { byteRange, contents } = sealedContentRange(sealed)!;
    const der = Buffer.from(contents);
    // The signing time's last digit, inside the signed attributes: the RSA signature fails.
    const time = der.indexOf(Buffer.from('260615190405Z', 'latin1'));
    der[time + 11] = '6'.charCodeAt(0);
    const forged = Buffer.from(sealed);
    forged.write(der.toString('hex'), byteRange[1] + 1, 'latin1');
    const check = verifySeal(forged);
    expect(check).toMatchObject({ sealed: true, intact: false });
    expect(check.problem).toBe("The seal's signature does not match its certificate.");
  });

  it('reports a plain PDF as not sealed', () => {
    expect(verifySeal(letter)).toMatchObject({
      sealed: false,
      intact: false,
      coversWholeFile: false,
      problem: 'The document has no digital seal.',
    });
  });

  it("recognises another certificate's seal", async () => {
    const other = await loadSealCertificate({ dataDir: null, commonName: 'Someone else' });
    const check = verifySeal(await sealPdf(letter, other, INFO), {
      fingerprintSha256: certificate.fingerprintSha256,
    });
    expect(check).toMatchObject({ sealed: true, intact: true, ourCertificate: false });
    expect(check.signerFingerprintSha256).toBe(other.fingerprintSha256);
    expect(check.problem).toBe('The document was sealed with a different certificate.');
  });

  it('never throws on garbage', () => {
    expect(verifySeal(randomBytes(4096)).sealed).toBe(false);
    expect(verifySeal(new Uint8Array()).sealed).toBe(false);
    const fake = Buffer.from('%PDF-1.7 /ByteRange [0 10 20 5] <0011223344> trailer', 'latin1');
    expect(() => verifySeal(fake)).not.toThrow();
    const garbled = Buffer.from(sealed);
    const { byteRange } = sealedContentRange(garbled)!;
    garbled.write('deadbeef', byteRange[1] + 1, 'latin1');
    expect(verifySeal(garbled)).toMatchObject({
      sealed: false,
      problem: 'The digital seal of the document cannot be read.',
    });
  });
});
