// npm run verify-case on real bundles made by the case file's own code: its report and exit code for an
// intact bundle, a changed photo, and a file that is no bundle.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBundle } from "../app/tools/case-file/logic/bundle.ts";
import { englishReport, rewriteZip, sampleCase } from "../app/tools/case-file/logic/test-bundle.ts";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "verify-case.ts");
let dir = "";

async function verifyCase(file: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [script, file]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "verify-case-"));
  const sample = await sampleCase(3);
  const made = await makeBundle({ ...sample, exportedAt: "2026-11-26T12:00:00.000Z", report: englishReport });
  await writeFile(path.join(dir, "good.zip"), Buffer.from(await made.zip.arrayBuffer()));
  const changed = await rewriteZip(made.zip, (name, bytes) => {
    if (name !== "files/03-item0002/photo.jpg") return bytes;
    const copy = bytes.slice();
    copy[100] = (copy[100] ?? 0) ^ 1;
    return copy;
  });
  await writeFile(path.join(dir, "changed.zip"), Buffer.from(await changed.arrayBuffer()));
  await writeFile(path.join(dir, "text.zip"), "not a zip");
});

afterAll(() => rm(dir, { recursive: true, force: true }));

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
});
