// The site's time-stamp key: an Ed25519 pair created at first start in DATA_DIR and read on every later
// one (server/lib/key-file.ts).
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { loadOrCreatePemFile } from "#server/lib/key-file.ts";
import type { PublicJwk } from "../logic/signature.ts";

export const KEY_FILE = "timestamp-key.pem";

export interface TimestampKey {
  privateKey: KeyObject;
  publicJwk: PublicJwk;
}

function fromPem(pem: string): TimestampKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== "ed25519")
    throw new Error(`${KEY_FILE} does not hold an Ed25519 key.`);
  const jwk = createPublicKey(privateKey).export({ format: "jwk" });
  return { privateKey, publicJwk: { kty: "OKP", crv: "Ed25519", x: String(jwk.x) } };
}

/** The key in `dataDir`, created there (readable by this user only) when there is none yet. */
export async function loadOrCreateTimestampKey(dataDir: string): Promise<TimestampKey> {
  return fromPem(
    await loadOrCreatePemFile(dataDir, KEY_FILE, () =>
      generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    ),
  );
}
