// RFC 3161 tokens made by a stand-in authority (Debian's `openssl ts`, fixtures/time-stamp-authority.ts),
// checked as the verify page, the command line and import check them.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256OfBytes } from "#app/lib/files/sha256.ts";
import { createTestPki, createTsa, type TestPki, type TsaKind } from "../fixtures/time-stamp-authority.ts";
import { pemCertificates } from "./pem.ts";
import { answerSummary, checkToken, timeStampRequest } from "./rfc3161.ts";

const manifest = new TextEncoder().encode('{"format":"veritools-case-bundle/1"}') as Uint8Array<ArrayBuffer>;
const run = promisify(execFile);
let pki: TestPki;
let sha256: string;

beforeAll(async () => {
  pki = await createTestPki();
  sha256 = await sha256OfBytes(manifest);
});
afterAll(() => pki.close());

async function tokenFrom(kind: TsaKind, hash = sha256) {
  const tsa = await createTsa(pki, kind);
  return { tsa, token: await tsa.stamp(hash) };
}

describe("an authority's token", () => {
  it("is valid for the manifest it stamps, signed now, with a trusted root", async () => {
    const { tsa, token } = await tokenFrom("good");
    const before = Date.now();
    const check = await checkToken("tsa.test", token, tsa.chainPem, manifest, pemCertificates(pki.rootPem));
    expect(check).toMatchObject({ authority: "tsa.test", problem: null, rootTrusted: true });
    expect(Math.abs(Date.parse(check.time ?? "") - before)).toBeLessThan(60_000);
    expect(check.signer).toBeTruthy();
    expect(check.root?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("names its root without judging it when no trusted roots are given", async () => {
    const { tsa, token } = await tokenFrom("other-root");
    const check = await checkToken("tsa.test", token, tsa.chainPem, manifest, null);
    expect(check).toMatchObject({ problem: null, rootTrusted: null });
    expect(check.root?.name).toBeTruthy();
  });

  it("is refused for a chain to a root that is not trusted", async () => {
    const { tsa, token } = await tokenFrom("other-root");
    const check = await checkToken("tsa.test", token, tsa.chainPem, manifest, pemCertificates(pki.rootPem));
    expect(check).toMatchObject({ problem: "untrusted-root", rootTrusted: false });
  });

  it("is refused over other bytes", async () => {
    const { tsa, token } = await tokenFrom("good", "ab".repeat(32));
    const check = await checkToken("tsa.test", token, tsa.chainPem, manifest, null);
    expect(check.problem).toBe("other-hash");
  });

  it("is refused when the authority's certificate had expired at the time it gives", async () => {
    const { tsa, token } = await tokenFrom("expired");
    expect((await checkToken("tsa.test", token, tsa.chainPem, manifest, null)).problem).toBe("expired");
  });

  it("is refused when signed with a certificate that is not for time stamping", async () => {
    const { tsa, token } = await tokenFrom("not-timestamping");
    const check = await checkToken("tsa.test", token, tsa.chainPem, manifest, null);
    expect(check.problem).toBe("not-timestamping");
  });

  it("is refused when its chain cannot be followed to a root", async () => {
    const tsa = await createTsa(pki, "good");
    // Asked for without the certificate (no -cert): the token carries none, so only the chain file can
    // lead to a root.
    const dir = await mkdtemp(path.join(tmpdir(), "tsq-"));
    const query = path.join(dir, "q.tsq");
    await run("openssl", ["ts", "-query", "-digest", sha256, "-sha256", "-no_nonce", "-out", query]);
    const token = await tsa.reply(await readFile(query));
    await rm(dir, { recursive: true });
    expect((await checkToken("t", token, tsa.chainPem, manifest, null)).problem).toBeNull();
    expect((await checkToken("t", token, null, manifest, null)).problem).toBe("broken-chain");
    expect((await checkToken("t", token, tsa.tsaCertPem, manifest, null)).problem).toBe("broken-chain");
  });

  it("is refused when a byte of its signature changed", async () => {
    const { tsa, token } = await tokenFrom("good");
    const changed = token.slice();
    // The signature value is the token's last bytes (no unsigned attributes).
    changed[changed.length - 5] = (changed[changed.length - 5] ?? 0) ^ 1;
    const check = await checkToken("tsa.test", changed, tsa.chainPem, manifest, null);
    expect(check.problem).toBe("bad-signature");
  });

  it("reads a refusal and garbage for what they are", async () => {
    const rejection = new Uint8Array([0x30, 0x05, 0x30, 0x03, 0x02, 0x01, 0x02]);
    expect((await checkToken("a", rejection, null, manifest, null)).problem).toBe("not-granted");
    expect((await checkToken("a", new Uint8Array([1, 2, 3]), null, manifest, null)).problem).toBe(
      "malformed",
    );
  });
});

describe("the request", () => {
  it("carries the hash alone and a nonce, and the authority answers for exactly that hash", async () => {
    const tsa = await createTsa(pki, "good");
    const nonce = new Uint8Array([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0]);
    const request = timeStampRequest(sha256, nonce);
    expect(request.length).toBeLessThan(100);
    const answer = answerSummary(await tsa.reply(request));
    expect(answer).toMatchObject({ granted: true, sha256, nonce: "123456789abcdef0" });
  });
});
