// What an X.509 certificate says, read with PKI.js: names, serial, dates, key. Nothing is judged against
// a trust list: a certificate names whoever its maker typed in, and only a trusted issuer vouches for it.
import * as asn1js from "asn1js";
import { type Certificate, type RelativeDistinguishedNames, RSAPublicKey } from "pkijs";
import type { CertificateFacts, DistinguishedName } from "./signature-report.ts";

const NAME_LABELS: Record<string, string> = {
  "2.5.4.3": "CN",
  "2.5.4.10": "O",
  "2.5.4.11": "OU",
  "2.5.4.6": "C",
  "2.5.4.7": "L",
  "2.5.4.8": "ST",
  "2.5.4.5": "SERIALNUMBER",
  "2.5.4.4": "SN",
  "2.5.4.42": "G",
  "2.5.4.97": "organizationIdentifier",
  "1.2.840.113549.1.9.1": "E",
};

const KEY_ALGORITHMS: Record<string, string> = {
  "1.2.840.113549.1.1.1": "RSA",
  "1.2.840.113549.1.1.10": "RSA-PSS",
  "1.2.840.10045.2.1": "EC",
  "1.3.101.112": "Ed25519",
  "1.3.101.113": "Ed448",
  "1.2.840.10040.4.1": "DSA",
};

const FIXED_KEY_SIZES: Record<string, number> = { "1.3.101.112": 256, "1.3.101.113": 456 };
const CURVE_SIZES: Record<string, number> = {
  "1.2.840.10045.3.1.7": 256,
  "1.3.132.0.34": 384,
  "1.3.132.0.35": 521,
  "1.3.36.3.3.2.8.1.1.7": 256,
  "1.3.36.3.3.2.8.1.1.11": 384,
  "1.3.36.3.3.2.8.1.1.13": 512,
};

/** Bytes as lower-case hex. */
export const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** A Date as ISO, or null when it is none or invalid. */
export function isoOf(date: unknown): string | null {
  return date instanceof Date && Number.isFinite(date.getTime()) ? date.toISOString() : null;
}

/** An attribute value as text: the string of a string type, else its bytes in hex. */
function valueText(value: asn1js.AsnType): string {
  const block = (value as { valueBlock?: { value?: unknown; valueHexView?: Uint8Array } }).valueBlock;
  if (typeof block?.value === "string") return block.value;
  return `#${toHex(block?.valueHexView ?? new Uint8Array())}`;
}

/** The parts of a subject or issuer name. */
export function nameFacts(name: RelativeDistinguishedNames): DistinguishedName {
  const parts = name.typesAndValues.map((entry) => ({
    label: NAME_LABELS[entry.type] ?? entry.type,
    value: valueText(entry.value),
  }));
  const first = (label: string) => parts.find((part) => part.label === label)?.value ?? null;
  return {
    commonName: first("CN"),
    organization: first("O"),
    organizationalUnit: first("OU"),
    country: first("C"),
    email: first("E"),
    text: parts.map((part) => `${part.label}=${part.value}`).join(", "),
  };
}

/** A name as people say it: its common name, else its organisation, else all of it. */
export function nameText(name: DistinguishedName): string {
  return name.commonName ?? name.organization ?? name.text;
}

/** Bits of an unsigned big-endian integer. */
function bitLength(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length && bytes[index] === 0) index++;
  const lead = bytes[index];
  return lead === undefined ? 0 : (bytes.length - index - 1) * 8 + (32 - Math.clz32(lead));
}

function keySize(certificate: Certificate): number | null {
  const info = certificate.subjectPublicKeyInfo;
  const algorithm = info.algorithm.algorithmId;
  if (FIXED_KEY_SIZES[algorithm]) return FIXED_KEY_SIZES[algorithm];
  // An EC key's size is its named curve's, given in the algorithm's parameters.
  const parameters = info.algorithm.algorithmParams;
  if (parameters instanceof asn1js.ObjectIdentifier)
    return CURVE_SIZES[parameters.valueBlock.toString()] ?? null;
  try {
    const key = info.parsedKey;
    if (key instanceof RSAPublicKey) return bitLength(key.modulus.valueBlock.valueHexView);
  } catch {
    // A key PKI.js cannot parse has no size to tell.
  }
  return null;
}

/** Issued by itself: the same name as issuer and subject, and its own key verifies its signature. */
async function isSelfSigned(certificate: Certificate): Promise<boolean> {
  if (!certificate.subject.isEqual(certificate.issuer)) return false;
  try {
    return await certificate.verify();
  } catch {
    return false;
  }
}

/** What `certificate` says of its holder, its issuer, its dates and its key. */
export async function certificateFacts(certificate: Certificate): Promise<CertificateFacts> {
  const algorithm = certificate.subjectPublicKeyInfo.algorithm.algorithmId;
  return {
    subject: nameFacts(certificate.subject),
    issuer: nameFacts(certificate.issuer),
    serialNumber: toHex(certificate.serialNumber.valueBlock.valueHexView),
    notBefore: isoOf(certificate.notBefore.value),
    notAfter: isoOf(certificate.notAfter.value),
    selfSigned: await isSelfSigned(certificate),
    keyAlgorithm: KEY_ALGORITHMS[algorithm] ?? algorithm,
    keySize: keySize(certificate),
  };
}
