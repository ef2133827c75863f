import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';

// What a PDF's detached CMS signature (RFC 5652) says about itself.
export type CmsSignature = {
  digestAlgorithm: string; // a node:crypto hash name
  messageDigest: Buffer;
  signingTime: Date | null;
  // The signed attributes as they were signed: a DER SET (RFC 5652 §5.4).
  signedAttributes: Buffer;
  signature: Buffer;
  certificate: Buffer; // DER of the certificate whose serial the signer names
};

const { Class, Type } = forge.asn1;
const HASHES = new Map([
  ['2.16.840.1.101.3.4.2.1', 'sha256'],
  ['2.16.840.1.101.3.4.2.2', 'sha384'],
  ['2.16.840.1.101.3.4.2.3', 'sha512'],
  ['1.3.14.3.2.26', 'sha1'],
]);
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_TIME = '1.2.840.113549.1.9.5';

// forge types its capture as any; these are the parts of signedDataValidator we read.
type SignedDataCapture = { certificates?: forge.asn1.Asn1; signerInfos?: forge.asn1.Asn1[] };

const childrenOf = (node: forge.asn1.Asn1 | undefined) =>
  node && Array.isArray(node.value) ? node.value : [];
const bytesOf = (node: forge.asn1.Asn1 | undefined) =>
  Buffer.from(node && typeof node.value === 'string' ? node.value : '', 'binary');
const toDer = (node: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');
const serialKey = (serialHex: string) => serialHex.toLowerCase().replace(/^0+/, '');

// The placeholder is padded with zeros after the DER; its own header says where it ends (trimming
// zeros would also cut a signature that happens to end in one).
function withoutPadding(contents: Buffer): Buffer {
  const first = contents[1];
  if (first === undefined) return contents;
  if (first < 0x80) return contents.subarray(0, 2 + first);
  const count = first & 0x7f;
  let length = 0;
  for (let index = 0; index < count; index += 1) length = length * 256 + (contents[2 + index] ?? 0);
  return contents.subarray(0, 2 + count + length);
}

function attributeValue(attributes: forge.asn1.Asn1, oid: string): forge.asn1.Asn1 | undefined {
  for (const attribute of childrenOf(attributes)) {
    const [type, values] = childrenOf(attribute);
    if (type && forge.asn1.derToOid(bytesOf(type).toString('binary')) === oid) {
      return childrenOf(values)[0];
    }
  }
  return undefined;
}

function timeOf(node: forge.asn1.Asn1 | undefined): Date | null {
  if (!node || typeof node.value !== 'string') return null;
  if (node.type === Type.UTCTIME) return forge.asn1.utcTimeToDate(node.value);
  if (node.type === Type.GENERALIZEDTIME) return forge.asn1.generalizedTimeToDate(node.value);
  return null;
}

// Throws on anything that is not a SignedData with one signer, signed attributes and its
// certificate; verifySeal turns that into "not sealed".
export function readCmsSignature(contents: Buffer): CmsSignature {
  const der = withoutPadding(contents).toString('binary');
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der));
  const capture = message.rawCapture as SignedDataCapture;
  // SignerInfo: version, issuerAndSerialNumber, digestAlgorithm, [0] signedAttrs,
  // signatureAlgorithm, signature, … (RFC 5652 §5.3). forge drops the signed attributes.
  const signerInfo = capture.signerInfos?.[0];
  const parts = childrenOf(signerInfo);
  const serial = bytesOf(childrenOf(parts[1])[1]).toString('hex');
  const digestOid = forge.asn1.derToOid(bytesOf(childrenOf(parts[2])[0]).toString('binary'));
  const attributes = parts.find(
    // [0] IMPLICIT; forge types tag numbers with its universal names, where 0 is NONE.
    (part) => part.tagClass === Class.CONTEXT_SPECIFIC && part.type === Type.NONE,
  );
  const signature = parts.find(
    (part) => part.tagClass === Class.UNIVERSAL && part.type === Type.OCTETSTRING,
  );
  const digestAlgorithm = HASHES.get(digestOid);
  if (!attributes || !signature) throw new Error('The signature has no signed attributes.');
  if (!digestAlgorithm) throw new Error(`Unsupported digest algorithm ${digestOid}.`);
  const messageDigest = attributeValue(attributes, MESSAGE_DIGEST);
  if (!messageDigest) throw new Error('The signature has no message digest.');
  const certificate = childrenOf(capture.certificates)
    .map(toDer)
    .find(
      (candidate) => serialKey(new X509Certificate(candidate).serialNumber) === serialKey(serial),
    );
  if (!certificate) throw new Error("The signer's certificate is not in the signature.");
  return {
    digestAlgorithm,
    messageDigest: bytesOf(messageDigest),
    signingTime: timeOf(attributeValue(attributes, SIGNING_TIME)),
    // Signed as a SET OF, stored under an implicit [0] tag: same content, tag 0x31.
    signedAttributes: toDer(
      forge.asn1.create(Class.UNIVERSAL, Type.SET, true, childrenOf(attributes)),
    ),
    signature: bytesOf(signature),
    certificate,
  };
}
