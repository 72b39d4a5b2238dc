// Generated short slugs.
import { randomBytes } from "node:crypto";

export const SLUG_LENGTH = 7;

/**
 * Digits and lowercase letters without look-alikes (0/o, 1/l/i). Lowercase only because slugs are
 * unique without regard to case, so capitals would add nothing but confusion. 31^7 ≈ 2.8e10 slugs.
 * Without "i" and "l" no slug can spell a reserved route of seven letters (healthz, privacy, sitemap).
 */
export const SLUG_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** Returns `size` cryptographically random bytes. */
export type RandomBytes = (size: number) => Uint8Array;

// Bytes at or above the largest multiple of the alphabet size are dropped, so that `byte % 31`
// picks every symbol with the same probability (no modulo bias).
const UNBIASED_LIMIT = 256 - (256 % SLUG_ALPHABET.length);

export function generateSlug(random: RandomBytes = randomBytes): string {
  let slug = "";
  while (slug.length < SLUG_LENGTH) {
    for (const byte of random(SLUG_LENGTH - slug.length)) {
      if (byte < UNBIASED_LIMIT) slug += SLUG_ALPHABET[byte % SLUG_ALPHABET.length];
    }
  }
  return slug;
}

export class SlugExhaustedError extends Error {
  readonly code = "slug_exhausted";
  readonly attempts: number;

  constructor(attempts: number) {
    super(`No free slug found after ${attempts} attempts; the slug space may be nearly full.`);
    this.name = "SlugExhaustedError";
    this.attempts = attempts;
  }
}

/**
 * Draws slugs until `exists` says one is free. Two requests can still draw the same free slug at
 * once; the database's unique index is the final judge, and the caller retries on its violation.
 */
export async function generateUniqueSlug(
  exists: (slug: string) => Promise<boolean>,
  maxAttempts = 5,
): Promise<string> {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const slug = generateSlug();
    if (!(await exists(slug))) return slug;
  }
  throw new SlugExhaustedError(maxAttempts);
}
