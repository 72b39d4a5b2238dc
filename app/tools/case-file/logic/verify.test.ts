import { describe, expect, it } from "vitest";
import { sha256OfBytes } from "#app/lib/files/sha256.ts";
import { openZip } from "#app/lib/files/zip-read.ts";
import {
  englishReport,
  type RawEntry,
  rawEntries,
  rawZip,
  rewriteZip,
  sampleCase,
} from "../fixtures/bundles.ts";
import { makeBundle } from "./bundle.ts";
import { canonicalJson } from "./canonical-json.ts";
import { MANIFEST_LIMIT, parseManifest, SMALL_FILE_LIMIT } from "./manifest.ts";
import { createSigningKeys, publicJwk, sign } from "./signature.ts";
import { statementBytes, type TimestampFile, type TimestampStatement } from "./timestamp.ts";
import { verifyBundle, verifyZip } from "./verify.ts";

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
    const verdict = await verifyBundle(source, { siteKey: siteJwk });
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
    const bytes = (await source.bytes("manifest.json", MANIFEST_LIMIT)) as Uint8Array<ArrayBuffer>;
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
    const files = manifest.items.flatMap((item) => item.files);
    expect(await source.hashes(files.map((file) => file.file))).toEqual(files.map((file) => file.sha256));
    // The reports carry the hashes and escape what came from outside.
    const html = decode((await source.bytes("report.html", MANIFEST_LIMIT)) as Uint8Array);
    expect(html).toContain("Flood photo &lt;script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain(manifest.items[0]?.files[0]?.sha256);
    expect(decode((await source.bytes("report.md", MANIFEST_LIMIT)) as Uint8Array)).toContain(
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

describe("a hostile bundle is refused before anything in it is trusted, with its own reason", () => {
  const verdictOf = (zip: Blob) => verifyZip(zip, { siteKey: siteJwk });
  const text = (value: string) => new TextEncoder().encode(value);

  it("an evidence file twice, or manifest.json twice: tools would disagree on which one counts", async () => {
    const entries = await rawEntries((await bundle(false)).zip);
    const photo = entries.find((entry) => entry.name.endsWith("photo.jpg")) as RawEntry;
    const twice = rawZip([...entries, { name: photo.name, data: text("another picture") }]);
    expect(await verdictOf(twice)).toEqual({ readable: false, problem: "duplicate-name", path: photo.name });
    const manifest = entries.find((entry) => entry.name === "manifest.json") as RawEntry;
    const second = rawZip([...entries, { ...manifest, data: text("{}") }]);
    expect(await verdictOf(second)).toMatchObject({ problem: "duplicate-name", path: "manifest.json" });
  });

  it("two names one file system takes for one: letter case, Unicode normalisation", async () => {
    const entries = await rawEntries((await bundle(false)).zip);
    const cased = rawZip([...entries, { name: "REPORT.md", data: text("# another report") }]);
    expect(await verdictOf(cased)).toMatchObject({ problem: "duplicate-name", path: "REPORT.md" });
    const composed = "files/é.txt".normalize("NFC");
    const decomposed = "files/é.txt".normalize("NFD");
    const accents = rawZip([
      ...entries,
      { name: composed, data: text("a") },
      { name: decomposed, data: text("b") },
    ]);
    expect(await verdictOf(accents)).toMatchObject({ problem: "duplicate-name", path: decomposed });
  });

  it.each([
    ["../outside.txt"],
    ["files/../../outside.txt"],
    ["/etc/cron.d/job"],
    ["C:/Windows/evil.dll"],
    ["files\\..\\evil.txt"],
    ["files/./photo.jpg"],
  ])("a name that could land outside the folder: %s", async (name) => {
    const entries = await rawEntries((await bundle(false)).zip);
    const verdict = await verdictOf(rawZip([...entries, { name, data: text("x") }]));
    expect(verdict).toEqual({ readable: false, problem: "unsafe-name", path: name });
  });

  it("bytes before the ZIP: read differently by other tools", async () => {
    const entries = await rawEntries((await bundle(false)).zip);
    expect(await verdictOf(rawZip(entries))).toMatchObject({ readable: true, intact: true });
    const prefixed = rawZip(entries, text("#!/bin/sh\necho hello\n"));
    expect(await verdictOf(prefixed)).toEqual({ readable: false, problem: "ambiguous" });
  });

  it("a manifest above the limit is refused unread, whether its size is declared or hidden", async () => {
    const huge = new Uint8Array(MANIFEST_LIMIT + 1).fill(0x20);
    const declared = rawZip([{ name: "manifest.json", data: huge, deflate: true }]);
    expect(declared.size).toBeLessThan(100_000);
    expect(await verdictOf(declared)).toEqual({ readable: false, problem: "manifest-too-large" });
    const hidden = rawZip([{ name: "manifest.json", data: huge, deflate: true, declaredSize: 100 }]);
    expect(await verdictOf(hidden)).toEqual({ readable: false, problem: "manifest-too-large" });
  });

  it("a signature file above the limit is malformed, not read", async () => {
    const entries = await rawEntries((await bundle(false)).zip);
    const padded = entries.map((entry) =>
      entry.name === "signature.json"
        ? { ...entry, data: new Uint8Array(SMALL_FILE_LIMIT + 1).fill(0x20), deflate: true }
        : entry,
    );
    const verdict = await verdictOf(rawZip(padded));
    expect(verdict).toMatchObject({ readable: true, intact: false, signature: { problem: "malformed" } });
  });

  it("not a ZIP at all", async () => {
    expect(await verdictOf(new Blob(["just text, not a zip"]))).toEqual({
      readable: false,
      problem: "not-a-zip",
    });
  });
});
