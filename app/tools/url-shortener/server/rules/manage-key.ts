// The secret that lets a link's creator manage it (decision 020). It is shown once and stored only as its
// hash: with 256 random bits a plain SHA-256 cannot be reversed or guessed, so no slow hash is needed.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Bytes of randomness in a key: 43 characters of base64url. */
const KEY_BYTES = 32;

// Letters, digits, "-" and "_", the exact length of a key: anything else is no key of ours.
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new management key and the hash to store. */
export function newManageKey(): { key: string; hash: string } {
  const key = randomBytes(KEY_BYTES).toString("base64url");
  return { key, hash: hashManageKey(key) };
}

export function hashManageKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/** Whether `key` is the key whose hash is `hash`, compared in constant time. Never true without a hash. */
export function manageKeyMatches(key: string | null | undefined, hash: string | null): boolean {
  if (hash === null || typeof key !== "string" || !KEY_SHAPE.test(key)) return false;
  const given = Buffer.from(hashManageKey(key));
  const stored = Buffer.from(hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The key of an `Authorization: Bearer {key}` header, or null. */
export function bearerKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  const [scheme, value, ...rest] = header.trim().split(" ").filter(Boolean);
  return scheme?.toLowerCase() === "bearer" && value !== undefined && rest.length === 0 ? value : null;
}
