import { X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../shared/sha256';
import { loadOrCreateSealInDataDir, loadSealCertificate, openSealFile } from './seal-certificate';

const folders: string[] = [];
const newFolder = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'esign-seal-'));
  folders.push(folder);
  return folder;
};
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('loadSealCertificate', () => {
  it('makes one self-signed seal per process when there is no data folder', async () => {
    const [first, second] = await Promise.all([
      loadSealCertificate({ dataDir: null }),
      loadSealCertificate({ dataDir: null }),
    ]);
    expect(second).toBe(first);
    const certificate = new X509Certificate(first.certificatePem);
    expect(certificate.subject).toContain('CN=Careers document seal');
    expect(certificate.subject).toContain('O=Careers');
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(certificate.keyUsage).toContain('1.3.6.1.5.5.7.3.4'); // emailProtection
    const years = (Date.parse(certificate.validTo) - Date.parse(certificate.validFrom)) / 3.15e10;
    expect(Math.round(years)).toBe(10);
    expect(first.fingerprintSha256).toBe(sha256Hex(certificate.raw));
  });

  it('writes the seal and its passphrase to the data folder, private, and reuses them', async () => {
    const dataDir = await newFolder();
    const made = await loadSealCertificate({ dataDir, commonName: 'Northwind seal' });
    const p12File = path.join(dataDir, 'esign', 'seal.p12');
    const passFile = path.join(dataDir, 'esign', 'seal.pass');
    expect((await stat(p12File)).mode & 0o777).toBe(0o600);
    expect((await stat(passFile)).mode & 0o777).toBe(0o600);
    const passphrase = (await readFile(passFile, 'utf8')).trim();
    expect(passphrase.length).toBeGreaterThanOrEqual(32);
    expect(made.passphrase).toBe(passphrase);
    // What a restart reads back: the same certificate.
    const reread = openSealFile(await readFile(p12File), passphrase);
    expect(reread.fingerprintSha256).toBe(made.fingerprintSha256);
    expect(new X509Certificate(made.certificatePem).subject).toContain('CN=Northwind seal');
  });

  it('gives processes starting together on one folder one seal, stored with its own passphrase', async () => {
    const dataDir = await newFolder();
    // Each call stands for a process of its own: none shares another's key generation.
    const made = await Promise.all(
      [1, 2, 3, 4].map(() => loadOrCreateSealInDataDir(dataDir, 'Careers document seal')),
    );
    const folder = path.join(dataDir, 'esign');
    const stored = openSealFile(
      await readFile(path.join(folder, 'seal.p12')),
      (await readFile(path.join(folder, 'seal.pass'), 'utf8')).trim(),
    );
    expect(made.map((seal) => seal.fingerprintSha256)).toEqual(
      made.map(() => stored.fingerprintSha256),
    );
    expect((await readdir(folder)).sort()).toEqual(['seal.p12', 'seal.pass']);
  });

  it('never replaces a seal whose passphrase file is missing', async () => {
    const dataDir = await newFolder();
    const folder = path.join(dataDir, 'esign');
    await mkdir(folder);
    const existing = Buffer.from('an earlier seal');
    await writeFile(path.join(folder, 'seal.p12'), existing);
    await expect(loadSealCertificate({ dataDir })).rejects.toThrow('ENOENT');
    expect(await readFile(path.join(folder, 'seal.p12'))).toEqual(existing);
  });

  it("reads an operator's PKCS#12 file with its passphrase", async () => {
    const own = await loadSealCertificate({ dataDir: await newFolder() });
    const certificatePath = path.join(await newFolder(), 'operator.p12');
    await writeFile(certificatePath, own.p12);
    const loaded = await loadSealCertificate({
      dataDir: null,
      certificatePath,
      passphrase: own.passphrase,
    });
    expect(loaded.fingerprintSha256).toBe(own.fingerprintSha256);
  });

  it('says so when the passphrase is wrong, and tries again on the next call', async () => {
    const own = await loadSealCertificate({ dataDir: await newFolder() });
    const certificatePath = path.join(await newFolder(), 'locked.p12');
    await writeFile(certificatePath, own.p12);
    await expect(
      loadSealCertificate({ dataDir: null, certificatePath, passphrase: 'wrong' }),
    ).rejects.toThrow('The seal certificate could not be opened');
    const retried = await loadSealCertificate({
      dataDir: null,
      certificatePath,
      passphrase: own.passphrase,
    });
    expect(retried.fingerprintSha256).toBe(own.fingerprintSha256);
  });
});
