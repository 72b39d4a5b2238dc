// The site's time-stamp key: an Ed25519 pair created at first start in DATA_DIR and read on every later
// one. Created with O_EXCL, so two processes starting together on one DATA_DIR end up with one key.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
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
  const file = path.join(dataDir, KEY_FILE);
  try {
    return fromPem(await readFile(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync("ed25519");
  const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  try {
    await writeFile(file, pem, { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fromPem(await readFile(file, "utf8"));
  }
  return fromPem(pem);
}
