import { describe, expect, it } from "vitest";
import { sha256OfBytes } from "../../../lib/sha256.ts";
import { makeBundle } from "./bundle.ts";
import { canonicalJson } from "./canonical-json.ts";
import { parseManifest } from "./manifest.ts";
import { createSigningKeys, publicJwk, sign } from "./signature.ts";
import { englishReport, rewriteZip, sampleCase } from "./test-bundle.ts";
import { statementBytes, type TimestampFile, type TimestampStatement } from "./timestamp.ts";
import { verifyBundle } from "./verify.ts";
import { openZip } from "./zip.ts";

const siteKeys = await createSigningKeys();
const siteJwk = await publicJwk(siteKeys.publicKey);

async function stampOf(
  sha256: string,
  time = "2026-11-26T12:00:00.000Z",
  keys = siteKeys,
): Promise<TimestampFile> {
  const statement: TimestampStatement = {
    format: "veritools-timestamp/1",
    sha256,
    time,
    issuer: "https://veritools.example",
  };
  return {
    statement,
    algorithm: "Ed25519",
    publicKey: await publicJwk(keys.publicKey),
    signature: await sign(keys.privateKey, statementBytes(statement)),
  };
}

async function bundle(withStamp = true) {
  const sample = await sampleCase(3);
  const made = await makeBundle({
    record: sample.record,
    items: sample.items,
    files: sample.files,
    exportedAt: "2026-11-26T12:00:00.000Z",
    report: englishReport,
    sign: sample.sign,
    timestamp: withStamp ? (sha256) => stampOf(sha256) : undefined,
  });
  return { ...made, sample };
}

async function check(zip: Blob) {
  const source = await openZip(zip);
  try {
    const verdict = await verifyBundle(source, siteJwk);
    if (!verdict.readable) throw new Error(verdict.problem);
    return verdict;
  } finally {
    await source.close();
  }
}

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("a bundle", () => {
  it("holds a canonical manifest that lists every file with its path and SHA-256", async () => {
    const { zip, manifest, sha256 } = await bundle();
    const source = await openZip(zip);
    const bytes = (await source.bytes("manifest.json")) as Uint8Array<ArrayBuffer>;
    expect(decode(bytes)).toBe(canonicalJson(JSON.parse(decode(bytes))));
    expect(await sha256OfBytes(bytes)).toBe(sha256);
    expect(parseManifest(bytes)).toEqual(manifest);
    expect(source.paths().sort()).toEqual(
      [
        "manifest.json",
        "signature.json",
        "timestamp.json",
        "report.md",
        "report.html",
        "files/01-item0000/photo.jpg",
        "files/02-item0001/notes.txt",
        "files/03-item0002/photo.jpg",
      ].sort(),
    );
    for (const item of manifest.items) {
      for (const file of item.files) expect(await source.sha256(file.file)).toBe(file.sha256);
    }
    // The reports carry the hashes and escape what came from outside.
    const html = decode((await source.bytes("report.html")) as Uint8Array);
    expect(html).toContain("Flood photo &lt;script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain(manifest.items[0]?.files[0]?.sha256);
    expect(decode((await source.bytes("report.md")) as Uint8Array)).toContain(
      manifest.items[2]?.files[0]?.sha256,
    );
    await source.close();
  });

  it("is intact as made", async () => {
    const verdict = await check((await bundle()).zip);
    expect(verdict.signature.problem).toBeNull();
    expect(verdict.signature.fingerprint).toMatch(/^[0-9a-f]{4}( [0-9a-f]{4}){7}$/);
    expect(verdict.timestamp).toEqual({
      problem: null,
      time: "2026-11-26T12:00:00.000Z",
      issuer: "https://veritools.example",
    });
    expect(verdict.items.map((item) => item.intact)).toEqual([true, true, true]);
    expect(verdict.unlisted).toEqual([]);
    expect(verdict.intact).toBe(true);
  });

  it("is intact without a time stamp, which is optional", async () => {
    const verdict = await check((await bundle(false)).zip);
    expect(verdict.timestamp).toBeNull();
    expect(verdict.intact).toBe(true);
  });
});

describe("a tampered bundle is refused, with the reason", () => {
  it("one changed byte in a photo: that item does not match, the others do", async () => {
    const { zip } = await bundle();
    const tampered = await rewriteZip(zip, (path, bytes) => {
      if (path !== "files/03-item0002/photo.jpg") return bytes;
      const copy = bytes.slice();
      copy[copy.length - 20] = (copy[copy.length - 20] ?? 0) ^ 1;
      return copy;
    });
    const verdict = await check(tampered);
    expect(verdict.intact).toBe(false);
    expect(verdict.signature.problem).toBeNull();
    expect(verdict.items.map((item) => item.intact)).toEqual([true, true, false]);
    expect(verdict.items[2]?.files[0]).toMatchObject({
      problem: "changed",
      path: "files/03-item0002/photo.jpg",
    });
  });

  it("a removed file: missing", async () => {
    const { zip } = await bundle();
    const verdict = await check(
      await rewriteZip(zip, (path, bytes) => (path.endsWith("notes.txt") ? null : bytes)),
    );
    expect(verdict.intact).toBe(false);
    expect(verdict.items[1]?.files[0]).toMatchObject({ problem: "missing", actual: null });
  });

  it("a changed manifest (the claim rewritten): the signature does not match", async () => {
    const { zip } = await bundle(false);
    const tampered = await rewriteZip(zip, (path, bytes) =>
      path === "manifest.json"
        ? new TextEncoder().encode(decode(bytes).replace("12 November", "13 November"))
        : bytes,
    );
    const verdict = await check(tampered);
    expect(verdict.signature.problem).toBe("mismatch");
    expect(verdict.manifest.case.claim).toContain("13 November");
    expect(verdict.intact).toBe(false);
  });

  it("a wrong key: signature.json names another key than the one that signed", async () => {
    const { zip } = await bundle(false);
    const other = await publicJwk((await createSigningKeys()).publicKey);
    const tampered = await rewriteZip(zip, (path, bytes) => {
      if (path !== "signature.json") return bytes;
      return new TextEncoder().encode(JSON.stringify({ ...JSON.parse(decode(bytes)), publicKey: other }));
    });
    const verdict = await check(tampered);
    expect(verdict.signature.problem).toBe("mismatch");
    expect(verdict.intact).toBe(false);
  });

  it("a missing or malformed signature", async () => {
    const { zip } = await bundle(false);
    expect(
      (await check(await rewriteZip(zip, (path, b) => (path === "signature.json" ? null : b)))).signature
        .problem,
    ).toBe("missing");
    const garbled = await rewriteZip(zip, (path, b) =>
      path === "signature.json" ? new TextEncoder().encode("{") : b,
    );
    expect((await check(garbled)).signature.problem).toBe("malformed");
  });

  it("a forged time stamp: a changed time, another hash, another key", async () => {
    const { zip, sha256 } = await bundle();
    const withStamp = (stamp: unknown) =>
      rewriteZip(zip, (path, b) =>
        path === "timestamp.json" ? new TextEncoder().encode(JSON.stringify(stamp)) : b,
      );
    const real = await stampOf(sha256);

    const earlier = { ...real, statement: { ...real.statement, time: "2020-01-01T00:00:00.000Z" } };
    expect((await check(await withStamp(earlier))).timestamp).toMatchObject({ problem: "bad-signature" });

    const otherHash = await stampOf("0".repeat(64));
    expect((await check(await withStamp(otherHash))).timestamp).toMatchObject({ problem: "other-hash" });

    const selfMade = await stampOf(sha256, "2020-01-01T00:00:00.000Z", await createSigningKeys());
    const verdict = await check(await withStamp(selfMade));
    expect(verdict.timestamp).toMatchObject({ problem: "unknown-key" });
    expect(verdict.intact).toBe(false);

    expect((await check(await withStamp({ statement: "now" }))).timestamp).toMatchObject({
      problem: "malformed",
    });
  });

  it("a file slipped in that the manifest does not list", async () => {
    const { zip } = await bundle();
    const verdict = await check(
      await rewriteZip(zip, (_path, b) => b, { "files/extra.jpg": "not evidence" }),
    );
    expect(verdict.unlisted).toEqual(["files/extra.jpg"]);
    expect(verdict.intact).toBe(false);
  });

  it("not a bundle: no manifest, a manifest of another shape, not a ZIP", async () => {
    const { zip } = await bundle();
    const source = await openZip(await rewriteZip(zip, (path, b) => (path === "manifest.json" ? null : b)));
    expect(await verifyBundle(source)).toEqual({ readable: false, problem: "no-manifest" });
    const other = await openZip(
      await rewriteZip(zip, (path, b) =>
        path === "manifest.json" ? new TextEncoder().encode('{"format":1}') : b,
      ),
    );
    expect(await verifyBundle(other)).toEqual({ readable: false, problem: "bad-manifest" });
    await expect(openZip(new Blob(["just text, not a zip"]))).rejects.toThrow();
  });
});
