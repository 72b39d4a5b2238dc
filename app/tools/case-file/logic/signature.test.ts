import { createPublicKey, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSigningKeys, fingerprint, publicJwk, sign, verifySignature } from "./signature.ts";

const bytes = new TextEncoder().encode('{"case":"Hồ sơ"}');

describe("Ed25519 signatures", () => {
  it("keeps the private key non-extractable", async () => {
    const keys = await createSigningKeys();
    expect(keys.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey("jwk", keys.privateKey)).rejects.toThrow();
  });

  it("signs bytes that the public JWK verifies, here and with Node's own crypto", async () => {
    const keys = await createSigningKeys();
    const jwk = await publicJwk(keys.publicKey);
    expect(Object.keys(jwk).sort()).toEqual(["crv", "kty", "x"]);
    const signature = await sign(keys.privateKey, bytes);
    expect(await verifySignature(jwk, signature, bytes)).toBe(true);
    // What docs/case-bundles.md shows: any Ed25519 implementation checks it.
    const nodeKey = createPublicKey({ key: { ...jwk }, format: "jwk" });
    expect(verify(null, bytes, nodeKey, Buffer.from(signature, "base64"))).toBe(true);
  });

  it("refuses a changed byte, another key, and a malformed signature", async () => {
    const keys = await createSigningKeys();
    const other = await createSigningKeys();
    const signature = await sign(keys.privateKey, bytes);
    const changed = bytes.slice();
    changed[0] = (changed[0] ?? 0) ^ 1;
    expect(await verifySignature(await publicJwk(keys.publicKey), signature, changed)).toBe(false);
    expect(await verifySignature(await publicJwk(other.publicKey), signature, bytes)).toBe(false);
    expect(await verifySignature(await publicJwk(keys.publicKey), "not base64!", bytes)).toBe(false);
    expect(await verifySignature({ kty: "OKP", crv: "Ed25519", x: "AAAA" }, signature, bytes)).toBe(false);
  });

  it("gives a fingerprint of 8 groups of 4 hex digits, the same for the same key", async () => {
    const keys = await createSigningKeys();
    const jwk = await publicJwk(keys.publicKey);
    const print = await fingerprint(jwk);
    expect(print).toMatch(/^[0-9a-f]{4}( [0-9a-f]{4}){7}$/);
    expect(await fingerprint({ ...jwk })).toBe(print);
    expect(await fingerprint(await publicJwk((await createSigningKeys()).publicKey))).not.toBe(print);
  });
});
