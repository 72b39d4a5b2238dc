// Ed25519 signatures through WebCrypto (browsers and Node alike). The person's private key never
// leaves the browser: it is created non-extractable, so only its public half is ever written out.
import { fromBase64, toBase64 } from "#app/lib/files/base64.ts";

export interface PublicJwk {
  kty: "OKP";
  crv: "Ed25519";
  x: string;
}

/** signature.json, beside manifest.json in a bundle. */
export interface SignatureFile {
  algorithm: "Ed25519";
  publicKey: PublicJwk;
  /** Base64 of the 64-byte signature over the exact bytes of manifest.json. */
  signature: string;
}

const ED25519 = { name: "Ed25519" } as const;

/** A new key pair whose private half cannot be exported (kept in IndexedDB by the page). */
export function createSigningKeys(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(ED25519, false, ["sign", "verify"]) as Promise<CryptoKeyPair>;
}

/** The public key as a JWK with only the fields that define it (kty, crv, x). */
export async function publicJwk(key: CryptoKey): Promise<PublicJwk> {
  const jwk = await crypto.subtle.exportKey("jwk", key);
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string") {
    throw new TypeError("Not an Ed25519 public key.");
  }
  return { kty: "OKP", crv: "Ed25519", x: jwk.x };
}

/**
 * The key's fingerprint, to read aloud or compare by eye: the SHA-256 of its 32 raw bytes, first 16
 * bytes in groups of four hex digits ("3f2a 9c01 …"). `openssl pkey -pubin -outform DER | tail -c 32 |
 * sha256sum` gives the same digits (docs/case-bundles.md).
 */
export async function fingerprint(jwk: PublicJwk): Promise<string> {
  const raw = fromBase64(jwk.x);
  if (raw?.length !== 32) throw new TypeError("Not an Ed25519 public key.");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", raw));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return hex.match(/.{4}/g)?.join(" ") ?? hex;
}

export async function sign(privateKey: CryptoKey, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return toBase64(new Uint8Array(await crypto.subtle.sign(ED25519, privateKey, bytes)));
}

/** Whether `signature` (base64) is `jwk`'s over `bytes`; false for a malformed key or signature. */
export async function verifySignature(
  jwk: PublicJwk,
  signature: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const raw = fromBase64(signature);
  if (raw?.length !== 64) return false;
  try {
    const key = await crypto.subtle.importKey(
      "jwk",
      { kty: "OKP", crv: "Ed25519", x: jwk.x },
      ED25519,
      true,
      ["verify"],
    );
    return await crypto.subtle.verify(ED25519, key, raw, bytes);
  } catch {
    return false;
  }
}
