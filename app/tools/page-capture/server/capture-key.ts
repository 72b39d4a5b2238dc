// The server's capture key: an ECDSA P-384 pair in DATA_DIR (server/lib/key-file.ts) that signs every
// capture's datapackage-digest.json as the WACZ signing spec's "anonymous" signature, the form
// ArchiveWeb.page writes and ReplayWeb.page checks. Its public half is published, so anyone can tell a
// capture made here from one made elsewhere.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { loadOrCreatePemFile } from "#server/lib/key-file.ts";

export const CAPTURE_KEY_FILE = "page-capture-key.pem";

export interface CaptureKey {
  /** The public key as the WACZ carries it: base64 of its SPKI DER encoding. */
  publicKey: string;
  /** The signature of `text`'s UTF-8 bytes: ECDSA with SHA-256, r‖s as WebCrypto makes it, base64. */
  sign(text: string): string;
}

function fromPem(pem: string): CaptureKey {
  const privateKey: KeyObject = createPrivateKey(pem);
  if (privateKey.asymmetricKeyDetails?.namedCurve !== "secp384r1") {
    throw new Error(`${CAPTURE_KEY_FILE} does not hold an ECDSA P-384 key.`);
  }
  const spki = createPublicKey(privateKey).export({ format: "der", type: "spki" });
  return {
    publicKey: spki.toString("base64"),
    sign: (text) =>
      sign("sha256", Buffer.from(text, "utf8"), { key: privateKey, dsaEncoding: "ieee-p1363" }).toString(
        "base64",
      ),
  };
}

export async function loadOrCreateCaptureKey(dataDir: string): Promise<CaptureKey> {
  return fromPem(
    await loadOrCreatePemFile(dataDir, CAPTURE_KEY_FILE, () =>
      generateKeyPairSync("ec", { namedCurve: "P-384" })
        .privateKey.export({ format: "pem", type: "pkcs8" })
        .toString(),
    ),
  );
}
