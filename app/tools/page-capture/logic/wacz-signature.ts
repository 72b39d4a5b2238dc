// The WACZ signing spec's anonymous signature, checked as wabac.js (ReplayWeb.page) checks it: an ECDSA
// P-384 key given as base64 SPKI signs, with SHA-256, the UTF-8 bytes of the hash string
// ("sha256:<hex>") of datapackage.json. A DER signature is accepted too.
import { fromBase64 } from "#app/lib/files/base64.ts";
import { derToP1363 } from "./ecdsa-der.ts";

const P384 = { name: "ECDSA", namedCurve: "P-384" };
const ECDSA_SHA256 = { name: "ECDSA", hash: "SHA-256" };
/** The length of r and of s for P-384. */
const HALF = 48;

/** How a signature over the hash verified, or why it did not. */
export type SignatureOutcome =
  | { valid: true; encoding: "p1363" | "der" }
  | { valid: false; reason: "bad-key" | "bad-signature" };

async function importKey(publicKey: string): Promise<CryptoKey | null> {
  const spki = fromBase64(publicKey.trim());
  if (!spki) return null;
  try {
    return await crypto.subtle.importKey("spki", spki, P384, false, ["verify"]);
  } catch {
    return null;
  }
}

/** Verifies `signature` (base64) over the UTF-8 of `hash` by the P-384 key `publicKey` (base64 SPKI). */
export async function verifyHashSignature(
  publicKey: string,
  signature: string,
  hash: string,
): Promise<SignatureOutcome> {
  const key = await importKey(publicKey);
  if (!key) return { valid: false, reason: "bad-key" };
  const bytes = fromBase64(signature.trim());
  if (!bytes) return { valid: false, reason: "bad-signature" };
  const data = new TextEncoder().encode(hash);
  if (bytes.length === HALF * 2 && (await crypto.subtle.verify(ECDSA_SHA256, key, bytes, data)))
    return { valid: true, encoding: "p1363" };
  const raw = derToP1363(bytes, HALF);
  if (raw && (await crypto.subtle.verify(ECDSA_SHA256, key, raw, data)))
    return { valid: true, encoding: "der" };
  return { valid: false, reason: "bad-signature" };
}

/** Whether `publicKey` is one of `known` (all base64 SPKI), compared as bytes, not as text. */
export function isKnownKey(publicKey: string, known: readonly string[]): boolean {
  const key = fromBase64(publicKey.trim());
  if (!key) return false;
  return known.some((candidate) => {
    const bytes = fromBase64(candidate.trim());
    return bytes !== null && bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
  });
}
