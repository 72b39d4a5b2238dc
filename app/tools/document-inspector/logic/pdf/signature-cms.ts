// The CMS SignedData of a PDF signature, read and checked with PKI.js and Web Crypto: whether the hash it
// holds is the hash of the signed bytes, whether the signer's key signed it, who the certificates name,
// and the RFC 3161 time stamps (a document time stamp, or one over the signature value). The two checks
// are made apart, so "the bytes changed" and "the signature is forged" are told apart; nothing is checked
// against a trust list, so a valid signature says only that the holder of that key signed these bytes.
import * as asn1js from "asn1js";
import {
  Certificate,
  ContentInfo,
  type GeneralName,
  getCrypto,
  IssuerAndSerialNumber,
  RelativeDistinguishedNames,
  SignedData,
  type SignerInfo,
  TSTInfo,
} from "pkijs";
import { certificateFacts, isoOf, nameFacts, nameText, toHex } from "./signature-certificate.ts";
import type {
  SignatureIntegrity,
  SignatureProblem,
  SignerFacts,
  TimestampFacts,
} from "./signature-report.ts";
import { type SignedBytes, wholeBytes } from "./signed-bytes.ts";

const SIGNED_DATA = "1.2.840.113549.1.7.2";
const TST_INFO = "1.2.840.113549.1.9.16.1.4";
const MESSAGE_DIGEST = "1.2.840.113549.1.9.4";
const SIGNING_TIME = "1.2.840.113549.1.9.5";
const TIME_STAMP_TOKEN = "1.2.840.113549.1.9.16.2.14";
const SUBJECT_KEY_IDENTIFIER = "2.5.29.14";
const RSA_ENCRYPTION = "1.2.840.113549.1.1.1";

const HASHES: Record<string, string> = {
  "1.3.14.3.2.26": "SHA-1",
  "2.16.840.1.101.3.4.2.1": "SHA-256",
  "2.16.840.1.101.3.4.2.2": "SHA-384",
  "2.16.840.1.101.3.4.2.3": "SHA-512",
  // Some signers name the signature algorithm where the hash algorithm belongs.
  "1.2.840.113549.1.1.5": "SHA-1",
  "1.2.840.113549.1.1.11": "SHA-256",
  "1.2.840.113549.1.1.12": "SHA-384",
  "1.2.840.113549.1.1.13": "SHA-512",
};

/** How the signed bytes reach the signature: PDF's three CMS forms. */
export type CmsForm =
  /** adbe.pkcs7.detached, ETSI.CAdES.detached: messageDigest is the hash of the signed bytes. */
  | "detached"
  /** adbe.pkcs7.sha1: the CMS content is the SHA-1 of the signed bytes, and is what is signed. */
  | "sha1"
  /** ETSI.RFC3161: a time-stamp token whose imprint is the hash of the signed bytes. */
  | "document-timestamp";

/** What the CMS says and how its checks went. */
export interface CmsReading {
  integrity: SignatureIntegrity;
  signer: SignerFacts | null;
  timestamp: TimestampFacts | null;
  problems: SignatureProblem[];
}

type Digest = SignatureIntegrity["digest"];
type Signature = SignatureIntegrity["signature"];

/** The view's own buffer when it spans all of it, else a copy: asn1js and PKI.js take ArrayBuffers. */
const exact = (bytes: Uint8Array): ArrayBuffer =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

const couldNotDigest = (algorithm: string | null, reason: SignatureProblem): Digest => ({
  status: "could-not-check",
  algorithm,
  reason,
});
const couldNotSign = (reason: SignatureProblem): Signature => ({ status: "could-not-check", reason });

/** The SignedData in `der` (a ContentInfo; bytes after it, such as /Contents' zero padding, ignored). */
function parseSignedData(der: Uint8Array | ArrayBuffer): SignedData | null {
  try {
    const asn1 = asn1js.fromBER(der instanceof Uint8Array ? exact(der) : der);
    if (asn1.offset === -1) return null;
    const info = new ContentInfo({ schema: asn1.result });
    return info.contentType === SIGNED_DATA ? new SignedData({ schema: info.content }) : null;
  } catch {
    return null;
  }
}

const certificatesOf = (signed: SignedData) =>
  (signed.certificates ?? []).filter((item): item is Certificate => item instanceof Certificate);

/** The certificate `signer` names by issuer and serial, or by subject key identifier. */
async function signerCertificate(signed: SignedData, signer: SignerInfo): Promise<Certificate | null> {
  const certificates = certificatesOf(signed);
  const sid = signer.sid;
  if (sid instanceof IssuerAndSerialNumber) {
    return (
      certificates.find(
        (certificate) =>
          certificate.issuer.isEqual(sid.issuer) && certificate.serialNumber.isEqual(sid.serialNumber),
      ) ?? null
    );
  }
  const block = (sid as asn1js.Constructed | asn1js.Primitive | undefined)?.valueBlock;
  const inner = block && "value" in block ? (block.value as asn1js.Primitive[])[0] : undefined;
  const keyId = (inner ?? (sid as asn1js.Primitive | undefined))?.valueBlock?.valueHexView;
  if (!keyId) return null;
  for (const certificate of certificates) {
    const extension = certificate.extensions?.find((item) => item.extnID === SUBJECT_KEY_IDENTIFIER);
    const declared = (extension?.parsedValue as asn1js.OctetString | undefined)?.valueBlock?.valueHexView;
    if (declared && sameBytes(declared, keyId)) return certificate;
    const key = certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView;
    if (sameBytes(await wholeBytes(key).digest("SHA-1"), keyId)) return certificate;
  }
  return null;
}

/** The first value of the attribute `type` in a signer's signed or unsigned attributes. */
function attribute(signer: SignerInfo, type: string, unsigned = false): asn1js.AsnType | undefined {
  const attributes = unsigned ? signer.unsignedAttrs : signer.signedAttrs;
  return attributes?.attributes.find((item) => item.type === type)?.values[0];
}

/**
 * The two checks of one signer over `content` (null when the signed bytes are unknown, `missing` saying
 * why): its messageDigest against the hash of `content`, and its signature with `certificate`'s key.
 */
async function checkSigner(
  signer: SignerInfo,
  certificate: Certificate | null,
  content: SignedBytes | null,
  missing: SignatureProblem,
): Promise<{ digest: Digest; signature: Signature }> {
  const oid = signer.digestAlgorithm.algorithmId;
  const hash = HASHES[oid] ?? null;
  const algorithm = hash ?? oid;
  let digest: Digest;
  const attributes = signer.signedAttrs;
  const messageDigest = attribute(signer, MESSAGE_DIGEST);
  if (!attributes) digest = couldNotDigest(algorithm, "no-signed-attributes");
  else if (!(messageDigest instanceof asn1js.OctetString))
    digest = couldNotDigest(algorithm, "no-message-digest");
  else if (!hash) digest = couldNotDigest(algorithm, "unsupported-digest-algorithm");
  else if (!content) digest = couldNotDigest(algorithm, missing);
  else {
    const same = sameBytes(await content.digest(hash), messageDigest.valueBlock.valueHexView);
    digest = { status: same ? "matches" : "does-not-match", algorithm, reason: null };
  }

  if (!certificate) return { digest, signature: couldNotSign("signer-certificate-missing") };
  // With signed attributes, those are what is signed; without, the content itself.
  const signedBytes = attributes ? new Uint8Array(attributes.encodedValue) : content?.whole();
  if (!signedBytes || signedBytes.length === 0) return { digest, signature: couldNotSign(missing) };
  if (!hash && signer.signatureAlgorithm.algorithmId === RSA_ENCRYPTION) {
    return { digest, signature: couldNotSign("unsupported-digest-algorithm") };
  }
  try {
    const valid = await getCrypto(true).verifyWithPublicKey(
      exact(signedBytes),
      signer.signature,
      certificate.subjectPublicKeyInfo,
      signer.signatureAlgorithm,
      signer.signatureAlgorithm.algorithmId === RSA_ENCRYPTION ? (hash ?? undefined) : undefined,
    );
    return { digest, signature: { status: valid ? "valid" : "invalid", reason: null } };
  } catch {
    return { digest, signature: couldNotSign("unsupported-signature-algorithm") };
  }
}

/** One verdict for a signature over content whose own digest is inside it (a token, adbe.pkcs7.sha1). */
function wholeSignature({ digest, signature }: { digest: Digest; signature: Signature }): Signature {
  if (digest.status === "does-not-match" || signature.status === "invalid")
    return { status: "invalid", reason: null };
  if (signature.status === "could-not-check") return signature;
  if (digest.status === "could-not-check" && digest.reason !== "no-signed-attributes") {
    return couldNotSign(digest.reason ?? "cms-unreadable");
  }
  return signature;
}

function generalNameText(name: GeneralName | undefined): string | null {
  if (!name) return null;
  if (name.value instanceof RelativeDistinguishedNames) return nameFacts(name.value).text;
  return typeof name.value === "string" ? name.value : null;
}

/** The encapsulated content's bytes (a token's TSTInfo, adbe.pkcs7.sha1's hash), or null. */
function encapsulated(signed: SignedData): Uint8Array | null {
  try {
    const content = signed.encapContentInfo.eContent;
    return content ? new Uint8Array(content.getValue()) : null;
  } catch {
    return null;
  }
}

interface TokenReading {
  facts: TimestampFacts;
  imprintReason: SignatureProblem | null;
  signatureReason: SignatureProblem | null;
  signer: SignerInfo | null;
  certificate: Certificate | null;
}

const UNREADABLE_TOKEN: TokenReading = {
  facts: {
    genTime: null,
    policy: null,
    serialNumber: null,
    authority: null,
    imprintAlgorithm: null,
    imprint: "could-not-check",
    signature: "could-not-check",
  },
  imprintReason: "timestamp-unreadable",
  signatureReason: "timestamp-unreadable",
  signer: null,
  certificate: null,
};

/** An RFC 3161 token and its checks: its imprint against the hash of `stamped`, its own signature. */
async function readToken(
  signed: SignedData | null,
  stamped: SignedBytes | null,
  missing: SignatureProblem,
): Promise<TokenReading> {
  const content = signed?.encapContentInfo.eContentType === TST_INFO ? encapsulated(signed) : null;
  if (!signed || !content) return UNREADABLE_TOKEN;
  let info: TSTInfo;
  try {
    info = TSTInfo.fromBER(exact(content));
  } catch {
    return UNREADABLE_TOKEN;
  }
  const signer = signed.signerInfos[0] ?? null;
  const certificate = signer ? await signerCertificate(signed, signer) : null;
  const check = signer
    ? wholeSignature(await checkSigner(signer, certificate, wholeBytes(content), "timestamp-unreadable"))
    : couldNotSign("no-signer-info");

  const oid = info.messageImprint.hashAlgorithm.algorithmId;
  const hash = HASHES[oid] ?? null;
  let imprint: TimestampFacts["imprint"] = "could-not-check";
  let imprintReason: SignatureProblem | null = hash ? missing : "unsupported-digest-algorithm";
  if (hash && stamped) {
    const same = sameBytes(
      await stamped.digest(hash),
      info.messageImprint.hashedMessage.valueBlock.valueHexView,
    );
    imprint = same ? "matches" : "does-not-match";
    imprintReason = null;
  }
  const authority =
    generalNameText(info.tsa) ?? (certificate ? nameText(nameFacts(certificate.subject)) : null);
  return {
    facts: {
      genTime: isoOf(info.genTime),
      policy: info.policy || null,
      serialNumber: toHex(info.serialNumber.valueBlock.valueHexView),
      authority,
      imprintAlgorithm: hash ?? oid,
      imprint,
      signature: check.status,
    },
    imprintReason,
    signatureReason: check.reason,
    signer,
    certificate,
  };
}

/** The facts of the signer `signer` of `signed`, with the certificate found for it. */
async function signerFacts(
  signed: SignedData,
  signer: SignerInfo,
  certificate: Certificate | null,
  signatureTimestamp: TimestampFacts | null,
): Promise<SignerFacts> {
  const signingTime = attribute(signer, SIGNING_TIME);
  const claimed =
    signingTime instanceof asn1js.UTCTime || signingTime instanceof asn1js.GeneralizedTime
      ? isoOf(signingTime.toDate())
      : null;
  const oid = signer.digestAlgorithm.algorithmId;
  return {
    certificate: certificate ? await certificateFacts(certificate) : null,
    otherCertificates: certificatesOf(signed)
      .filter((item) => item !== certificate)
      .map((item) => nameFacts(item.subject)),
    claimedSigningTime: claimed,
    digestAlgorithm: HASHES[oid] ?? oid,
    signatureTimestamp,
  };
}

/** The time stamp over the signature value a signer carries as an unsigned attribute, if any. */
async function signatureTimestamp(signer: SignerInfo): Promise<TokenReading | null> {
  const token = attribute(signer, TIME_STAMP_TOKEN, true);
  if (!token) return null;
  let signed: SignedData | null = null;
  try {
    signed = parseSignedData(token.toBER());
  } catch {
    signed = null;
  }
  return readToken(signed, wholeBytes(signer.signature.valueBlock.valueHexView), "timestamp-unreadable");
}

const UNREADABLE: CmsReading = {
  integrity: {
    digest: couldNotDigest(null, "cms-unreadable"),
    signature: couldNotSign("cms-unreadable"),
  },
  signer: null,
  timestamp: null,
  problems: ["cms-unreadable"],
};

/** A document time stamp: the token's imprint is the hash of the signed bytes. */
async function readDocumentTimestamp(
  signed: SignedData,
  covered: SignedBytes | null,
  missing: SignatureProblem,
): Promise<CmsReading> {
  const token = await readToken(signed, covered, missing);
  const problems: SignatureProblem[] = token.signer ? [] : ["timestamp-unreadable"];
  return {
    integrity: {
      digest: {
        status: token.facts.imprint,
        algorithm: token.facts.imprintAlgorithm,
        reason: token.imprintReason,
      },
      signature: { status: token.facts.signature, reason: token.signatureReason },
    },
    signer: token.signer ? await signerFacts(signed, token.signer, token.certificate, null) : null,
    timestamp: token.facts,
    problems,
  };
}

/**
 * Reads `der` (the /Contents bytes) in the given form against the bytes the range covers (`covered`,
 * null when the range is unusable, `missing` saying why).
 */
export async function readCms(
  der: Uint8Array,
  form: CmsForm,
  covered: SignedBytes | null,
  missing: SignatureProblem,
): Promise<CmsReading> {
  try {
    return await readSignedData(der, form, covered, missing);
  } catch {
    // PKI.js reads lazily: a structure that parsed may still throw when a part of it is used.
    return UNREADABLE;
  }
}

async function readSignedData(
  der: Uint8Array,
  form: CmsForm,
  covered: SignedBytes | null,
  missing: SignatureProblem,
): Promise<CmsReading> {
  const signed = parseSignedData(der);
  if (!signed) return UNREADABLE;
  if (form === "document-timestamp") return readDocumentTimestamp(signed, covered, missing);
  const signer = signed.signerInfos[0];
  if (!signer) {
    return {
      integrity: {
        digest: couldNotDigest(null, "no-signer-info"),
        signature: couldNotSign("no-signer-info"),
      },
      signer: null,
      timestamp: null,
      problems: ["no-signer-info"],
    };
  }
  const certificate = await signerCertificate(signed, signer);
  const stamp = await signatureTimestamp(signer);
  const problems: SignatureProblem[] = stamp && !stamp.signer ? ["timestamp-unreadable"] : [];
  let integrity: SignatureIntegrity;
  if (form === "detached") {
    integrity = await checkSigner(signer, certificate, covered, missing);
  } else {
    // adbe.pkcs7.sha1: the signed content is the SHA-1 of the range, itself checked by the signature.
    const content = encapsulated(signed);
    const inner = await checkSigner(signer, certificate, content && wholeBytes(content), "cms-unreadable");
    let digest: Digest = couldNotDigest("SHA-1", content ? missing : "cms-unreadable");
    if (content && covered) {
      const same = sameBytes(await covered.digest("SHA-1"), content);
      digest = { status: same ? "matches" : "does-not-match", algorithm: "SHA-1", reason: null };
    }
    integrity = { digest, signature: wholeSignature(inner) };
  }
  return {
    integrity,
    signer: await signerFacts(signed, signer, certificate, stamp?.facts ?? null),
    timestamp: null,
    problems,
  };
}
