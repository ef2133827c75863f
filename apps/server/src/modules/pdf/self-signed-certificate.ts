import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

const VALID_YEARS = 10;
// Microsoft's "document signing" extended key usage, which Acrobat also recognises.
const DOCUMENT_SIGNING = '1.3.6.1.4.1.311.10.3.12';

export type GeneratedSeal = { p12: Buffer; passphrase: string };

// A self-signed RSA-2048 seal in a PKCS#12 file under a random passphrase. Node makes the key
// (forge's pure-JS key generation takes seconds); forge writes the certificate and the file.
export function createSelfSignedSeal(commonName: string): GeneratedSeal {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKey = forge.pki.privateKeyFromPem(
    pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial of 128 random bits (RFC 5280 §4.1.2.2: at most 20 octets).
  certificate.serialNumber = `01${randomBytes(16).toString('hex')}`;
  const notBefore = new Date(Date.now() - 5 * 60_000); // clocks of verifiers may run behind
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALID_YEARS);
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  const name = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Careers' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'extKeyUsage', emailProtection: true, [DOCUMENT_SIGNING]: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());

  const passphrase = randomBytes(24).toString('base64url');
  // prfAlgorithm reaches forge's PBES2 (PBKDF2 with HMAC-SHA256) though its types omit it.
  const options = {
    algorithm: 'aes256' as const,
    prfAlgorithm: 'sha256',
    friendlyName: commonName,
    generateLocalKeyId: true,
  };
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], passphrase, options);
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}
