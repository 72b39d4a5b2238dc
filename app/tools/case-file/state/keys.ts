// The person's signing keys: created once in this browser, the private half non-extractable, kept in
// IndexedDB (a CryptoKey is stored as itself, never as bytes).
import { createSigningKeys, fingerprint, type PublicJwk, publicJwk } from "../logic/signature.ts";
import { caseDatabase } from "./db.ts";
import { SIGNING_KEYS_ID } from "./schema.ts";

let pending: Promise<CryptoKeyPair> | undefined;

export function signingKeys(): Promise<CryptoKeyPair> {
  pending ??= (async () => {
    const db = caseDatabase();
    const stored = await db.keys.get(SIGNING_KEYS_ID);
    if (stored) return stored.keys;
    const keys = await createSigningKeys();
    await db.keys.put({ id: SIGNING_KEYS_ID, keys, createdAt: new Date().toISOString() });
    return keys;
  })();
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

export async function signingIdentity(): Promise<{ jwk: PublicJwk; fingerprint: string }> {
  const jwk = await publicJwk((await signingKeys()).publicKey);
  return { jwk, fingerprint: await fingerprint(jwk) };
}
