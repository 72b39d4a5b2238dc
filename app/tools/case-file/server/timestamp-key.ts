// The site's time-stamp key: an Ed25519 pair created at first start in DATA_DIR and read on every later
// one. Written whole to a temporary file, then linked to its name, which fails if the name exists: the
// key file appears complete or not at all, and of processes starting together on one DATA_DIR the
// losers read the winner's key.
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomUUID,
} from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
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
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, pem, { flag: "wx", mode: 0o600 });
    await link(temporary, file);
  } catch (error) {
    // Another process linked its key first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fromPem(await readFile(file, "utf8"));
  } finally {
    await rm(temporary, { force: true });
  }
  return fromPem(pem);
}
