import { createPrivateKey, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { toBase64 } from "#app/lib/files/base64.ts";
import { type Capture, makeWacz, signingKey, type WaczOptions, zipOf } from "../fixtures/wacz.ts";
import { checkWacz } from "./wacz-check.ts";

const captures: Capture[] = [
  {
    url: "https://example.org/",
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: "<html><head><title>Example</title></head><body><p>Hello</p></body></html>",
    ip: "93.184.215.14",
  },
  { url: "https://example.org/style.css", headers: { "Content-Type": "text/css" }, body: "p { color: red }" },
];

const ours = await signingKey();
const stranger = await signingKey();
const known = { knownKeys: [ours.publicKey] };

const edit =
  (path: string, change: (json: Record<string, unknown>) => void) => (files: Map<string, Uint8Array>) => {
    const json = JSON.parse(new TextDecoder().decode(files.get(path)));
    change(json);
    files.set(path, new TextEncoder().encode(JSON.stringify(json)));
  };

const check = (options: Partial<WaczOptions>) =>
  makeWacz({ captures, key: ours, ...options }).then((wacz) => checkWacz(wacz, known));

describe("checkWacz", () => {
  it("finds our signed WACZ intact, signed by our key, and reports what it says of itself", async () => {
    const result = await check({ timestamps: [{ authority: "https://tsa.example/", token: "MAA=" }] });
    expect(result.verdict).toBe("intact-signed");
    if (result.verdict === "unreadable") return;
    expect(result.findings).toEqual([]);
    expect(result.digest).toBe("matches");
    expect(result.signature).toMatchObject({
      status: "valid",
      knownKey: true,
      encoding: "p1363",
      created: "2026-03-01T10:00:05Z",
      software: "VeriTools page capture",
    });
    expect(result.info).toEqual({
      waczVersion: "1.1.1",
      title: "Captured page",
      created: "2026-03-01T10:00:04Z",
      software: "VeriTools page capture",
      mainPageUrl: "https://example.org/",
      mainPageDate: "2026-03-01T10:00:00Z",
    });
    expect(result.files.map((file) => [file.path, file.problems])).toEqual([
      ["archive/data.warc.gz", []],
      ["indexes/index.cdxj", []],
      ["pages/pages.jsonl", []],
    ]);
    expect(result.timestamps).toEqual([{ authority: "https://tsa.example/" }]);
    expect(result.unlisted).toEqual([]);
  });

  it("names the WARC when one byte inside it changed", async () => {
    const result = await check({
      tamper: (files) => {
        const warc = files.get("archive/data.warc.gz") as Uint8Array;
        const at = warc.length - 30;
        warc[at] = (warc[at] ?? 0) ^ 0xff;
      },
    });
    expect(result.verdict).toBe("altered");
    if (result.verdict === "unreadable") return;
    expect(result.findings).toEqual([{ code: "hash-differs", path: "archive/data.warc.gz" }]);
    // The datapackage itself is untouched: its digest and signature still hold.
    expect(result.signature.status).toBe("valid");
  });

  it("fails the digest when datapackage.json changed", async () => {
    const result = await check({
      tamper: edit("datapackage.json", (json) => Object.assign(json, { title: "Other" })),
    });
    expect(result.verdict).toBe("altered");
    if (result.verdict === "unreadable") return;
    expect(result.digest).toBe("differs");
    expect(result.findings).toEqual([{ code: "digest-differs" }]);
  });

  it("finds a valid signature by a key that is not ours", async () => {
    const result = await check({ key: stranger });
    expect(result.verdict).toBe("intact-signed");
    if (result.verdict === "unreadable") return;
    expect(result.signature).toMatchObject({
      status: "valid",
      knownKey: false,
      publicKey: stranger.publicKey,
    });
    expect(result.findings).toEqual([{ code: "unknown-key" }]);
  });

  it("fails a signature that is not the key's, and one over another hash", async () => {
    const wrong = await check({
      tamper: edit("datapackage-digest.json", (json) => {
        const signed = json.signedData as { signature: string };
        signed.signature = toBase64(new Uint8Array(96).fill(1));
      }),
    });
    expect(wrong.verdict).toBe("altered");
    if (wrong.verdict === "unreadable") return;
    expect(wrong.signature).toEqual({ status: "invalid", reason: "bad-signature" });
    const otherHash = await check({
      tamper: edit("datapackage-digest.json", (json) => {
        (json.signedData as { hash: string }).hash = `sha256:${"0".repeat(64)}`;
      }),
    });
    expect(otherHash.verdict === "altered" && otherHash.findings).toEqual([{ code: "signed-hash-differs" }]);
  });

  it("verifies a DER signature, as OpenSSL writes them", async () => {
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", ours.keys.privateKey));
    const key = createPrivateKey({ key: Buffer.from(pkcs8), format: "der", type: "pkcs8" });
    const result = await check({
      tamper: edit("datapackage-digest.json", (json) => {
        const signed = json.signedData as { hash: string; signature: string };
        signed.signature = toBase64(sign("sha256", Buffer.from(signed.hash), { key, dsaEncoding: "der" }));
      }),
    });
    expect(result.verdict).toBe("intact-signed");
    expect(result.verdict !== "unreadable" && result.signature).toMatchObject({
      status: "valid",
      encoding: "der",
    });
  });

  it("reads an unsigned WACZ, with or without a digest file, as intact but unsigned", async () => {
    const noDigest = await check({ key: undefined, digest: false, waczVersion: "1.0.0" });
    expect(noDigest.verdict).toBe("intact-unsigned");
    expect(noDigest.verdict !== "unreadable" && noDigest.findings).toEqual([{ code: "no-digest" }]);
    const digestOnly = await check({ key: undefined });
    expect(digestOnly.verdict).toBe("intact-unsigned");
    expect(digestOnly.verdict !== "unreadable" && digestOnly.findings).toEqual([{ code: "not-signed" }]);
  });

  it("names a listed file that is missing, and a file that is not listed", async () => {
    const result = await check({
      tamper: (files) => {
        files.delete("indexes/index.cdxj");
        files.set("archive/extra.warc.gz", new Uint8Array([1, 2, 3]));
      },
    });
    expect(result.verdict).toBe("altered");
    if (result.verdict === "unreadable") return;
    expect(result.findings).toEqual([
      { code: "missing", path: "indexes/index.cdxj" },
      { code: "unlisted", path: "archive/extra.warc.gz" },
    ]);
    expect(result.unlisted).toEqual(["archive/extra.warc.gz"]);
  });

  it("names a file whose size differs from the listed one", async () => {
    const result = await check({
      key: undefined,
      digest: false,
      tamper: edit("datapackage.json", (json) => {
        const resources = json.resources as { bytes: number }[];
        (resources[1] as { bytes: number }).bytes += 1;
      }),
    });
    expect(result.verdict !== "unreadable" && result.findings).toEqual([
      { code: "size-differs", path: "indexes/index.cdxj" },
      { code: "no-digest" },
    ]);
  });

  it("refuses what is not a WACZ", async () => {
    expect(await checkWacz(new Blob([crypto.getRandomValues(new Uint8Array(2000))]))).toEqual({
      verdict: "unreadable",
      problem: "not-a-zip",
    });
    const noPackage = new Map([["archive/data.warc.gz", new Uint8Array([1])]]);
    expect(await checkWacz(await zipOf(noPackage))).toEqual({
      verdict: "unreadable",
      problem: "no-datapackage",
    });
    const badJson = new Map([["datapackage.json", new TextEncoder().encode("{ not json")]]);
    expect(await checkWacz(await zipOf(badJson))).toEqual({
      verdict: "unreadable",
      problem: "bad-datapackage",
    });
  });
});
