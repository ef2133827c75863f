import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import { sha256Hex } from '../../shared/sha256';
import { createSelfSignedSeal } from './self-signed-certificate';

export type SealCertificate = {
  p12: Buffer;
  passphrase: string;
  certificatePem: string;
  // Lower-case hex SHA-256 of the certificate's DER, as verifySeal reports the signer's.
  fingerprintSha256: string;
};

export type SealCertificateOptions = {
  dataDir: string | null;
  certificatePath?: string;
  passphrase?: string;
  commonName?: string;
};

const DEFAULT_COMMON_NAME = 'Careers document seal';
// PKCS#12 bag types (RFC 7292 §4.2): a plain or an encrypted key, and a certificate.
const BAGS = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
};

// The certificate that goes with the file's private key (a file may carry its issuers too).
export function openSealFile(p12: Buffer, passphrase: string): SealCertificate {
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    pfx = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The seal certificate could not be opened: ${reason}`);
  }
  const keys = [BAGS.key, BAGS.shroudedKey].flatMap(
    (bagType) => pfx.getBags({ bagType })[bagType] ?? [],
  );
  const key = keys.find((bag) => bag.key)?.key;
  if (!key) throw new Error('The seal certificate file holds no private key.');
  const certificates = (pfx.getBags({ bagType: BAGS.certificate })[BAGS.certificate] ?? []).flatMap(
    (bag) => (bag.cert ? [bag.cert] : []),
  );
  const certificate = certificates.find((candidate) => {
    const publicKey = candidate.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n.equals(key.n) && publicKey.e.equals(key.e);
  });
  if (!certificate) throw new Error('The seal certificate does not match its private key.');
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
  return {
    p12,
    passphrase,
    certificatePem: forge.pki.certificateToPem(certificate),
    fingerprintSha256: sha256Hex(Buffer.from(der, 'binary')),
  };
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';
const isTaken = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'EEXIST';

const readIfThere = async (file: string) => {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
};

// Another process claimed the passphrase a moment ago; its seal follows with one rename.
const WAIT_FOR_SEAL_MS = 30_000;

async function waitForSeal(p12File: string, passFile: string) {
  const deadline = Date.now() + WAIT_FOR_SEAL_MS;
  for (;;) {
    const p12 = await readIfThere(p12File);
    if (p12) return openSealFile(p12, (await readFile(passFile, 'utf8')).trim());
    if (Date.now() > deadline) {
      throw new Error(
        `${passFile} exists without ${p12File}: a start was interrupted while making the seal. ` +
          'Remove seal.pass if no document was ever sealed, or restore seal.p12 from a backup.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// `<dataDir>/esign/seal.p12` with its passphrase beside it in `seal.pass`, made on first use.
// Several processes may start on one folder at once: the one whose hard link claims seal.pass
// writes seal.p12, the others wait for it, so the pair on disk always belongs together. A
// seal.p12 is never replaced, since earlier documents carry it.
export async function loadOrCreateSealInDataDir(dataDir: string, commonName: string) {
  const folder = path.join(dataDir, 'esign');
  const p12File = path.join(folder, 'seal.p12');
  const passFile = path.join(folder, 'seal.pass');
  const p12 = await readIfThere(p12File);
  if (p12) return openSealFile(p12, (await readFile(passFile, 'utf8')).trim());
  const created = createSelfSignedSeal(commonName);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temporary = (name: string) =>
    path.join(folder, `${name}.${process.pid}.${randomUUID()}.tmp`);
  const passTemporary = temporary('seal.pass');
  const p12Temporary = temporary('seal.p12');
  await writeFile(passTemporary, `${created.passphrase}\n`, { mode: 0o600 });
  await writeFile(p12Temporary, created.p12, { mode: 0o600 });
  try {
    await link(passTemporary, passFile);
  } catch (error) {
    await Promise.all([rm(passTemporary, { force: true }), rm(p12Temporary, { force: true })]);
    if (!isTaken(error)) throw error;
    return waitForSeal(p12File, passFile);
  }
  await rm(passTemporary, { force: true });
  await rename(p12Temporary, p12File);
  return openSealFile(created.p12, created.passphrase);
}

async function load(options: SealCertificateOptions): Promise<SealCertificate> {
  const commonName = options.commonName ?? DEFAULT_COMMON_NAME;
  if (options.certificatePath) {
    return openSealFile(await readFile(options.certificatePath), options.passphrase ?? '');
  }
  if (options.dataDir) return loadOrCreateSealInDataDir(options.dataDir, commonName);
  const created = createSelfSignedSeal(commonName);
  return openSealFile(created.p12, created.passphrase);
}

// One promise per source, so concurrent first calls share one key generation and one file
// write; a failure is forgotten, so the next call tries again.
const loading = new Map<string, Promise<SealCertificate>>();

export function loadSealCertificate(options: SealCertificateOptions): Promise<SealCertificate> {
  const commonName = options.commonName ?? DEFAULT_COMMON_NAME;
  const key = options.certificatePath
    ? `file:${path.resolve(options.certificatePath)}`
    : options.dataDir
      ? `dir:${path.resolve(options.dataDir)}`
      : `memory:${commonName}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load(options);
    loading.set(key, pending);
    pending.catch(() => {
      loading.delete(key);
    });
  }
  return pending;
}
