// RFC 3161 time stamps from independent authorities (decision 031), read and checked with PKI.js: the
// request the server sends (only a hash), and the check of a token in a bundle, as `openssl ts -verify`
// makes it: the imprint is the manifest's hash, the CMS signature holds, the signer's certificate is a
// time-stamping one valid at the time it gives, and its chain reaches a root, which is trusted or not.
// Loaded only where a bundle holds a token or a stamp is asked for: PKI.js is large.
import * as asn1js from "asn1js";
import {
  AlgorithmIdentifier,
  Certificate,
  CertificateChainValidationEngine,
  type ContentInfo,
  MessageImprint,
  SignedData,
  TimeStampReq,
  TimeStampResp,
  TSTInfo,
} from "pkijs";
import { pemCertificates } from "./pem.ts";

const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const HASHES: Record<string, string> = {
  [SHA256_OID]: "SHA-256",
  "2.16.840.1.101.3.4.2.2": "SHA-384",
  "2.16.840.1.101.3.4.2.3": "SHA-512",
};
const EXTENDED_KEY_USAGE = "2.5.29.37";
const TIME_STAMPING = "1.3.6.1.5.5.7.3.8";
const TST_INFO = "1.2.840.113549.1.9.16.1.4";
const COMMON_NAME = "2.5.4.3";
const ORGANIZATION = "2.5.4.10";

export type TokenProblem =
  /** Not a time-stamp answer at all. */
  | "malformed"
  /** The authority answered, but refused (no token). */
  | "not-granted"
  /** A token over other bytes than this manifest. */
  | "other-hash"
  /** The signature does not hold over the token. */
  | "bad-signature"
  /** Signed with a certificate that is not for time stamping. */
  | "not-timestamping"
  /** The signer's certificate was not valid at the time the token gives. */
  | "expired"
  /** The signer's certificate does not lead, certificate by certificate, to a root. */
  | "broken-chain"
  /** The chain ends at a root not among those trusted. */
  | "untrusted-root";

export interface TokenCheck {
  /** The file's name in timestamps/, without extension: the authority's host as the site saved it. */
  authority: string;
  problem: TokenProblem | null;
  /** The time the authority gives (ISO 8601, UTC); null when the token cannot be read. */
  time: string | null;
  /** The authority's name as its certificate gives it. */
  signer: string | null;
  /** The root its chain reaches, named, with the SHA-256 of its DER bytes to compare by eye. */
  root: { name: string; sha256: string } | null;
  /** Whether that root is among the trusted ones; null when no list of trusted roots was given. */
  rootTrusted: boolean | null;
}

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");

const exact = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function parseCertificate(der: Uint8Array): Certificate | null {
  try {
    return Certificate.fromBER(exact(der));
  } catch {
    return null;
  }
}

/** A certificate's holder as people name it: its common name, else its organisation. */
function certificateName(certificate: Certificate): string {
  const values = certificate.subject.typesAndValues;
  const pick = (type: string) => values.find((value) => value.type === type)?.value.valueBlock.value;
  const name = pick(COMMON_NAME) ?? pick(ORGANIZATION);
  return typeof name === "string" && name !== "" ? name : "?";
}

/** The TimeStampReq that asks for a token over a SHA-256 (hex), with a nonce, asking for the certificate. */
export function timeStampRequest(sha256: string, nonce: Uint8Array): Uint8Array<ArrayBuffer> {
  const digest = new Uint8Array(sha256.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []);
  const request = new TimeStampReq({
    version: 1,
    messageImprint: new MessageImprint({
      hashAlgorithm: new AlgorithmIdentifier({ algorithmId: SHA256_OID }),
      hashedMessage: new asn1js.OctetString({ valueHex: exact(digest) }),
    }),
    nonce: new asn1js.Integer({ valueHex: exact(nonce) }),
    certReq: true,
  });
  return new Uint8Array(request.toSchema().toBER());
}

interface ReadToken {
  signed: SignedData;
  info: TSTInfo;
}

/** The token inside a TimeStampResp; "malformed" or "not-granted" when there is none to read. */
function readResponse(der: Uint8Array): ReadToken | "malformed" | "not-granted" {
  let response: TimeStampResp;
  try {
    response = TimeStampResp.fromBER(exact(der));
  } catch {
    return "malformed";
  }
  // 0 granted, 1 granted with modifications; anything else carries no token.
  if (response.status.status > 1 || !response.timeStampToken) return "not-granted";
  try {
    const content = response.timeStampToken as ContentInfo;
    const signed = new SignedData({ schema: content.content });
    if (signed.encapContentInfo.eContentType !== TST_INFO || !signed.encapContentInfo.eContent) {
      return "malformed";
    }
    const info = TSTInfo.fromBER(signed.encapContentInfo.eContent.getValue());
    return { signed, info };
  } catch {
    return "malformed";
  }
}

/** What the server checks of an authority's answer before passing it on: granted, for this hash and nonce. */
export function answerSummary(
  der: Uint8Array,
): { granted: false } | { granted: true; sha256: string; nonce: string | null; certificates: Uint8Array[] } {
  const token = readResponse(der);
  if (typeof token === "string") return { granted: false };
  const { info, signed } = token;
  if (info.messageImprint.hashAlgorithm.algorithmId !== SHA256_OID) return { granted: false };
  const certificates = (signed.certificates ?? [])
    .filter((certificate): certificate is Certificate => certificate instanceof Certificate)
    .map((certificate) => new Uint8Array(certificate.toSchema().toBER()));
  return {
    granted: true,
    sha256: hex(info.messageImprint.hashedMessage.valueBlock.valueHexView),
    nonce: info.nonce ? hex(info.nonce.valueBlock.valueHexView) : null,
    certificates,
  };
}

/**
 * The certificates a token carries, followed by those of `pool` (the operator's roots and
 * intermediates) that issue one of them, up to the root: the chain a bundle keeps beside the token.
 */
export function completeChain(carried: readonly Uint8Array[], pool: readonly Uint8Array[]): Uint8Array[] {
  const chain = carried.map((der) => ({ der, certificate: parseCertificate(der) }));
  const candidates = pool.map((der) => ({ der, certificate: parseCertificate(der) }));
  for (let added = true; added; ) {
    added = false;
    for (const candidate of candidates) {
      if (!candidate.certificate || chain.some((link) => sameBytes(link.der, candidate.der))) continue;
      const subject = candidate.certificate.subject;
      if (chain.some((link) => link.certificate?.issuer.isEqual(subject))) {
        chain.push(candidate);
        added = true;
      }
    }
  }
  return chain.map((link) => link.der);
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

/** Whether the certificate says "for time stamping only", critically, as RFC 3161 §2.3 requires. */
function isTimeStamping(certificate: Certificate): boolean {
  const extension = certificate.extensions?.find((candidate) => candidate.extnID === EXTENDED_KEY_USAGE);
  const purposes = (extension?.parsedValue as { keyPurposes?: string[] } | undefined)?.keyPurposes;
  return extension?.critical === true && purposes?.length === 1 && purposes[0] === TIME_STAMPING;
}

const isSelfIssued = (certificate: Certificate) => certificate.subject.isEqual(certificate.issuer);

async function fingerprintOf(certificate: Certificate): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", certificate.toSchema().toBER()));
}

/**
 * Checks one token (`response`: a TimeStampResp's DER) for the manifest's exact bytes (`data`), with the
 * certificates of its chain file, against `trustedRoots` (DER) when a list is given.
 */
export async function checkToken(
  authority: string,
  response: Uint8Array,
  chainPem: string | null,
  data: Uint8Array<ArrayBuffer>,
  trustedRoots: readonly Uint8Array[] | null,
): Promise<TokenCheck> {
  const result: TokenCheck = {
    authority,
    problem: null,
    time: null,
    signer: null,
    root: null,
    rootTrusted: null,
  };
  const token = readResponse(response);
  if (typeof token === "string") return { ...result, problem: token };
  const { signed, info } = token;
  const genTime = info.genTime;
  result.time = genTime.toISOString();

  const hashName = HASHES[info.messageImprint.hashAlgorithm.algorithmId];
  const imprint = info.messageImprint.hashedMessage.valueBlock.valueHexView;
  if (!hashName || hex(await crypto.subtle.digest(hashName, data)) !== hex(imprint)) {
    return { ...result, problem: "other-hash" };
  }

  // The token's own certificates, and the chain file's: a token asked for without certReq carries none.
  const carried = (signed.certificates ?? []).filter(
    (certificate): certificate is Certificate => certificate instanceof Certificate,
  );
  const extra = pemCertificates(chainPem ?? "")
    .map(parseCertificate)
    .filter((certificate): certificate is Certificate => certificate !== null);
  signed.certificates = [...carried, ...extra];
  let signer: Certificate;
  try {
    const verified = await signed.verify({ signer: 0, data: exact(data), extendedMode: true });
    if (!verified.signatureVerified || !verified.signerCertificate) {
      return { ...result, problem: "bad-signature" };
    }
    signer = verified.signerCertificate;
  } catch (error) {
    // Code 3: no certificate matches the signer; the rest are a signature or digest that does not hold.
    const code = (error as { code?: number }).code;
    return { ...result, problem: code === 2 || code === 3 ? "broken-chain" : "bad-signature" };
  }
  result.signer = certificateName(signer);
  if (!isTimeStamping(signer)) return { ...result, problem: "not-timestamping" };
  if (signer.notBefore.value > genTime || signer.notAfter.value < genTime) {
    return { ...result, problem: "expired" };
  }

  // The chain up to a self-issued root, every certificate valid at the token's time. The roots the bundle
  // carries are anchors for the walk only; whether its root is trusted is decided after, by fingerprint.
  const trusted = (trustedRoots ?? [])
    .map(parseCertificate)
    .filter((certificate): certificate is Certificate => certificate !== null);
  const pool = [...carried, ...extra].filter((certificate) => certificate !== signer);
  const anchors = [...pool.filter(isSelfIssued), ...trusted];
  const engine = new CertificateChainValidationEngine({
    trustedCerts: anchors,
    certs: [...pool.filter((certificate) => !isSelfIssued(certificate)), signer],
    checkDate: genTime,
  });
  const chain = await engine.verify().catch(() => null);
  const path = chain?.result ? (chain.certificatePath ?? []) : [];
  const root = path.find(isSelfIssued) ?? path.at(-1);
  if (!root) return { ...result, problem: "broken-chain" };
  const rootPrint = await fingerprintOf(root);
  result.root = { name: certificateName(root), sha256: rootPrint };
  if (trustedRoots === null || trustedRoots.length === 0) return result;
  const trustedPrints = await Promise.all(trusted.map(fingerprintOf));
  result.rootTrusted = trustedPrints.includes(rootPrint);
  return result.rootTrusted ? result : { ...result, problem: "untrusted-root" };
}
