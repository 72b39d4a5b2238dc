// The page "How to check a case bundle by hand" shows docs/case-bundles.md's commands, and they work: run
// with bash, sha256sum, OpenSSL and Node on a real bundle, they print what the page says they print.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { englishReport, sampleCase } from "../fixtures/bundles.ts";
import { makeBundle } from "./bundle.ts";
import { type CommandBlock, commandText, EXPECTED_OUTPUT, HAND_CHECK } from "./hand-check.ts";
import { createSigningKeys, fingerprint, publicJwk, sign } from "./signature.ts";
import { statementBytes, TIMESTAMP_FORMAT, type TimestampFile } from "./timestamp.ts";

const run = promisify(execFile);
const DOC = path.join(import.meta.dirname, "..", "..", "..", "..", "docs", "case-bundles.md");
const dir = await mkdtemp(path.join(tmpdir(), "hand-check-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs a block of the page in `cwd` with bash, as a reader pastes it. */
async function paste(block: CommandBlock, cwd: string) {
  const { stdout } = await run("bash", ["-e", "-c", commandText(block)], { cwd, encoding: "utf8" });
  return stdout;
}

describe("the commands of the hand-check page", () => {
  it("are docs/case-bundles.md's, line for line", async () => {
    // A line of the doc, without the comment it may end with ("sha256sum manifest.json   # must equal…").
    const doc = (await readFile(DOC, "utf8"))
      .split("\n")
      .map((line) => line.replace(/\s{2,}# .*$/, "").trimEnd());
    for (const [step, blocks] of Object.entries(HAND_CHECK))
      for (const block of blocks)
        for (const line of block.lines) expect(doc, `${step} (${block.shell})`).toContain(line);
  });

  it("check a real bundle: every hash, the signature, the fingerprint, the site's time stamp", async () => {
    const sample = await sampleCase(3);
    const site = await createSigningKeys();
    const siteJwk = await publicJwk(site.publicKey);
    const { zip } = await makeBundle({
      record: sample.record,
      items: sample.items,
      files: sample.files,
      exportedAt: "2026-11-26T12:00:00.000Z",
      report: englishReport,
      sign: sample.sign,
      timestamp: async (sha256): Promise<TimestampFile> => {
        const statement = {
          format: TIMESTAMP_FORMAT,
          sha256,
          time: "2026-11-26T12:00:01.000Z",
          issuer: "https://veritools.example",
        } as const;
        return {
          statement,
          algorithm: "Ed25519",
          publicKey: siteJwk,
          signature: await sign(site.privateKey, statementBytes(statement)),
        };
      },
    });
    await writeFile(path.join(dir, "case.zip"), new Uint8Array(await zip.arrayBuffer()));

    const [unzip] = HAND_CHECK.unzip;
    await paste(unzip, dir);
    const unpacked = path.join(dir, "case");

    const hashes = await paste(HAND_CHECK.hashAll[0], unpacked);
    const lines = hashes.trim().split("\n");
    // Two items with files (three files) and the two reports.
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatch(new RegExp(`: ${EXPECTED_OUTPUT.hashAll}$`));

    expect(await paste(HAND_CHECK.signature[0], unpacked)).toContain(EXPECTED_OUTPUT.signature);
    const printed = await paste(HAND_CHECK.fingerprint[0], unpacked);
    expect(printed.trim()).toBe(await fingerprint(await publicJwk(sample.keys.publicKey)));

    const stamp = await paste(HAND_CHECK.siteStamp[0], unpacked);
    expect(stamp).toContain(EXPECTED_OUTPUT.siteStamp);

    // A changed file is named FAILED, and sha256sum exits 1.
    await writeFile(path.join(unpacked, "report.md"), "changed");
    await expect(paste(HAND_CHECK.hashAll[0], unpacked)).rejects.toMatchObject({
      stdout: expect.stringContaining("report.md: FAILED"),
    });
  }, 60_000);
});
