import { createHmac, randomBytes } from "node:crypto";

/** Where the processes of one site agree on each day's salt. */
export interface SaltStore {
  /** The salt of `day`, made by whichever process asks first; earlier days' salts are forgotten. */
  saltOf(day: string): Promise<string>;
}

/** A fresh random salt, for a store to keep if no other process has made one for the day yet. */
export function newSalt(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Turns a client's address into a key that a shared store can keep without keeping the address: an
 * HMAC under a salt that every process shares for one UTC day and that is then deleted, so yesterday's
 * keys can no longer be matched to any address. Counts restart at midnight UTC: a client may get one
 * extra window then, which a limit of a few requests a minute can afford.
 */
export function createSaltedKeys(salts: SaltStore, now: () => number = Date.now) {
  let current: { day: string; salt: Promise<string> } | undefined;
  return async (key: string): Promise<string> => {
    const day = new Date(now()).toISOString().slice(0, 10);
    if (current?.day !== day) {
      const salt = salts.saltOf(day);
      current = { day, salt };
      // A failed look-up is asked again next time rather than remembered.
      salt.catch(() => {
        if (current?.salt === salt) current = undefined;
      });
    }
    return createHmac("sha256", await current.salt)
      .update(key)
      .digest("base64url");
  };
}
