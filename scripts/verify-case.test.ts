// npm run verify-case on real bundles made by the case file's own code: its report and exit code for an
// intact bundle, a changed photo, and a file that is no bundle.
import { execFile } from "node:child_process";
import { openAsBlob } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openZip } from "#app/lib/files/zip-read.ts";
import {
  englishReport,
  rawEntries,
  rawZip,
  rewriteZip,
  sampleCase,
} from "#app/tools/case-file/fixtures/bundles.ts";
import {
  createTestPki,
  createTsa,
  type TestPki,
} from "#app/tools/case-file/fixtures/time-stamp-authority.ts";
import { makeBundle } from "#app/tools/case-file/logic/bundle.ts";
import { createSigningKeys, publicJwk, sign } from "#app/tools/case-file/logic/signature.ts";
import { statementBytes } from "#app/tools/case-file/logic/timestamp.ts";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "verify-case.ts");
let dir = "";

async function verifyCase(file: string, ...options: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [script, file, ...options]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

let pki: TestPki;
const save = async (name: string, zip: Blob) =>
  writeFile(path.join(dir, name), Buffer.from(await zip.arrayBuffer()));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "verify-case-"));
  pki = await createTestPki();
  const tsa = await createTsa(pki, "good");
  await writeFile(path.join(dir, "roots.pem"), pki.rootPem);
  await writeFile(path.join(dir, "other-roots.pem"), pki.otherRootPem);
  const sample = await sampleCase(3);
  const made = await makeBundle({ ...sample, exportedAt: "2026-11-26T12:00:00.000Z", report: englishReport });
  await save("good.zip", made.zip);
  // A stamp the bundle's maker signed with a key of their own, backdated, naming the site.
  const forger = await createSigningKeys();
  const statement = {
    format: "veritools-timestamp/1" as const,
    sha256: made.sha256,
    time: "2020-01-01T00:00:00.000Z",
    issuer: "https://veritools.example",
  };
  const forged = await makeBundle({
    ...sample,
    exportedAt: "2026-11-26T12:00:00.000Z",
    report: englishReport,
    timestamp: async () => ({
      statement,
      algorithm: "Ed25519",
      publicKey: await publicJwk(forger.publicKey),
      signature: await sign(forger.privateKey, statementBytes(statement)),
    }),
  });
  await save("forged.zip", forged.zip);
  await writeFile(path.join(dir, "site-key.json"), JSON.stringify(await publicJwk(sample.keys.publicKey)));
  const stamped = await makeBundle({
    ...sample,
    exportedAt: "2026-11-26T12:00:00.000Z",
    report: englishReport,
    authorityStamps: async (sha256) => [
      { authority: "tsa.test", token: new Uint8Array(await tsa.stamp(sha256)), chain: tsa.chainPem },
    ],
  });
  await save("stamped.zip", stamped.zip);
  await save(
    "twice.zip",
    rawZip([...(await rawEntries(made.zip)), { name: "report.md", data: new Uint8Array(3) }]),
  );
  const changed = await rewriteZip(made.zip, (name, bytes) => {
    if (name !== "files/03-item0002/photo.jpg") return bytes;
    const copy = bytes.slice();
    copy[100] = (copy[100] ?? 0) ^ 1;
    return copy;
  });
  await writeFile(path.join(dir, "changed.zip"), Buffer.from(await changed.arrayBuffer()));
  await writeFile(path.join(dir, "text.zip"), "not a zip");
});

afterAll(async () => {
  await pki.close();
  await rm(dir, { recursive: true, force: true });
});

describe("npm run verify-case", () => {
  it("says INTACT and exits 0 for a bundle as made", async () => {
    const { code, out } = await verifyCase(path.join(dir, "good.zip"));
    expect(code).toBe(0);
    expect(out).toMatch(/Signature: valid, key fingerprint [0-9a-f]{4}( [0-9a-f]{4}){7}/);
    expect(out.trim().split("\n").at(-1)).toBe("INTACT");
  });

  it("names the changed photo and exits 1", async () => {
    const { code, out } = await verifyCase(path.join(dir, "changed.zip"));
    expect(code).toBe(1);
    expect(out).toContain("3. Item 3 [image-inspection]: DOES NOT MATCH");
    expect(out).toContain("files/03-item0002/photo.jpg: DOES NOT MATCH — changed");
    expect(out).toContain("1. Item 1 [image-inspection]: intact");
  });

  it("refuses a file that is not a bundle with exit 2", async () => {
    const { code, out } = await verifyCase(path.join(dir, "text.zip"));
    expect(code).toBe(2);
    expect(out).toContain("REFUSED — not a ZIP file");
  });

  it("refuses a ZIP with one name twice, naming it, with exit 2", async () => {
    const { code, out } = await verifyCase(path.join(dir, "twice.zip"));
    expect(code).toBe(2);
    expect(out).toContain("REFUSED — two entries have the same name");
    expect(out).toContain('("report.md")');
  });

  it("does not say the site signed a stamp it did not check: a backdated, self-made one", async () => {
    const unchecked = await verifyCase(path.join(dir, "forged.zip"));
    expect(unchecked.out).not.toContain("signed");
    expect(unchecked.out).toContain(
      "says https://veritools.example dated the manifest 2020-01-01T00:00:00.000Z; not checked against the site's key (pass --timestamp-key)",
    );
    const checked = await verifyCase(
      path.join(dir, "forged.zip"),
      "--timestamp-key",
      path.join(dir, "site-key.json"),
    );
    expect(checked.code).toBe(1);
    expect(checked.out).toContain("REFUSED — it is signed by a key other than the site's");
  });

  it("reads an authority's token: its time, its root, trusted or not by the roots given", async () => {
    const file = path.join(dir, "stamped.zip");
    const plain = await verifyCase(file);
    expect(plain.code).toBe(0);
    expect(plain.out).toMatch(
      /Time stamp by .+ \(timestamps\/tsa\.test\.tsr\), an independent authority: the manifest existed at 20\d\d-/,
    );
    expect(plain.out).toContain("not checked against a root you trust (pass --tsa-roots)");
    const trusted = await verifyCase(file, "--tsa-roots", path.join(dir, "roots.pem"));
    expect(trusted.code).toBe(0);
    expect(trusted.out).toContain("one given with --tsa-roots");
    const other = await verifyCase(file, "--tsa-roots", path.join(dir, "other-roots.pem"));
    expect(other.code).toBe(1);
    expect(other.out).toContain("REFUSED — its chain ends at a root not among those given with --tsa-roots");
  });

  it("holds a token stock OpenSSL verifies, as docs/case-bundles.md shows", async () => {
    const unpacked = path.join(dir, "unpacked");
    const source = await openZip(await openAsBlob(path.join(dir, "stamped.zip")));
    for (const name of ["manifest.json", "timestamps/tsa.test.tsr", "timestamps/tsa.test.pem"]) {
      await mkdir(path.dirname(path.join(unpacked, name)), { recursive: true });
      await writeFile(path.join(unpacked, name), (await source.bytes(name, 1 << 24)) ?? new Uint8Array());
    }
    await source.close();
    const { stdout } = await run(
      "openssl",
      [
        "ts",
        "-verify",
        "-data",
        "manifest.json",
        "-in",
        "timestamps/tsa.test.tsr",
        "-CAfile",
        path.join(dir, "roots.pem"),
        "-untrusted",
        "timestamps/tsa.test.pem",
      ],
      { cwd: unpacked },
    );
    expect(stdout).toContain("Verification: OK");
  });
});
