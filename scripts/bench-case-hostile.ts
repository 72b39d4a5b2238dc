// The bounded work of checking a stranger's bundle (decision 031), part of `npm run bench:case`: a
// 10,000-item bundle (one small file each, about 1.5 MB) verified on the site's verify page in Chromium,
// from the file chosen to the verdict shown (target ≤ 3 s), and by `npm run verify-case`; and the
// command line on a 0.4 MB bundle whose manifest.json inflates to 400 MB (target: under 300 MB of memory,
// refused unread). Needs the built site (`npm run build`).
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { createDeflateRaw } from "node:zlib";
import { chromium } from "@playwright/test";
import { englishReport, rawZip, sampleCase } from "#app/tools/case-file/fixtures/bundles.ts";
import { makeBundle } from "#app/tools/case-file/logic/bundle.ts";
import type { CaseItem } from "#app/tools/case-file/logic/case.ts";
import { makeDataDir, startServer } from "../host/test/server.ts";
import { judge, ms } from "./bench/harness.ts";
import { median } from "./bench/stats.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, "verify-case.ts");
/**
 * Prints the process's peak resident memory (VmHWM, kB) when it ends: its own figure, since getrusage's
 * maxRSS keeps the parent's peak across fork and exec.
 */
const PEAK =
  "data:text/javascript,import{readFileSync}from'node:fs';process.on('exit',()=>console.error('peak-rss',/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status','utf8'))?.[1]))";

/** The verify-case command on `file`: wall time, exit code, peak memory (MB), first line printed. */
async function cli(file: string) {
  const started = performance.now();
  const done = await run(process.execPath, ["--import", PEAK, CLI, file], {
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    (result) => ({ ...result, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
  const ms = performance.now() - started;
  const peakKb = Number(/peak-rss (\d+)/.exec(done.stderr)?.[1] ?? Number.NaN);
  return { ms, code: done.code, peakMb: peakKb / 1024, last: done.stdout.trim().split("\n").at(-1) ?? "" };
}

/** A bundle of `count` items, each with one small text file, signed as the case file signs. */
async function manyItems(count: number): Promise<Blob> {
  const sample = await sampleCase(1);
  const template = sample.items[0] as CaseItem;
  const blobs = new Map<string, Blob>();
  const items: CaseItem[] = [];
  for (let index = 0; index < count; index++) {
    const text = `evidence ${index}`;
    const id = `${String(index).padStart(8, "0")}-0000-4000-8000-000000000000`;
    blobs.set(id, new Blob([text], { type: "text/plain" }));
    const sha256 = createHash("sha256").update(text).digest("hex");
    items.push({
      ...template,
      id,
      title: `Item ${index + 1}`,
      files: [{ name: "note.txt", type: "text/plain", size: text.length, sha256 }],
    });
  }
  const made = await makeBundle({
    record: sample.record,
    items,
    files: async (item) => [blobs.get(item.id) as Blob],
    exportedAt: "2026-12-06T00:00:00.000Z",
    report: englishReport,
    sign: sample.sign,
  });
  return made.zip;
}

/** 400 MB of manifest-like text deflated as a stream: the bomb is made without holding it. */
async function bomb(bytes: number): Promise<Uint8Array> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const line = Buffer.alloc(1024 * 1024, '{"id":"x","title":"padding"},');
  for (let written = 0; written < bytes; written += line.length) {
    if (!deflate.write(line)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return new Uint8Array(Buffer.concat(chunks));
}

export async function benchHostileBundles(dir: string): Promise<void> {
  const many = path.join(dir, "10000-items.zip");
  await writeFile(many, Buffer.from(await (await manyItems(10_000)).arrayBuffer()));
  const size = (await stat(many)).size;

  const { dir: dataDir, remove } = await makeDataDir();
  const site = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const rounds: number[] = [];
    for (let round = 1; round <= 3; round++) {
      await page.goto(`${site.url}/en/tools/case-file/verify`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const started = performance.now();
      await page.getByLabel("Choose a bundle (ZIP)").setInputFiles(many);
      await page.getByRole("heading", { name: /^Intact/ }).waitFor({ timeout: 120_000 });
      const took = performance.now() - started;
      rounds.push(took);
      console.log(`Verify page, ${size >> 10} KB bundle of 10,000 items, run ${round}: ${ms(took)}`);
    }
    judge("verify page on 10,000 items, median of 3", median(rounds), { atMost: 3000 });
  } finally {
    await browser.close();
    await site.stop();
    await remove();
  }
  const verified = await cli(many);
  console.log(
    `verify-case on it: ${ms(verified.ms)}, peak ${verified.peakMb.toFixed(0)} MB, "${verified.last}" (exit ${verified.code})`,
  );

  const inflated = 400 * 1024 * 1024;
  const body = await bomb(inflated);
  const huge = path.join(dir, "manifest-bomb.zip");
  // The headers declare its real size, as an honest writer would; the refusal must come before inflating.
  await writeFile(
    huge,
    Buffer.from(
      await rawZip([
        { name: "manifest.json", data: body, deflated: true, declaredSize: inflated },
      ]).arrayBuffer(),
    ),
  );
  const refused = await cli(huge);
  console.log(
    `verify-case on a ${(body.length / 1024).toFixed(0)} KB bundle whose manifest inflates to 400 MB: ` +
      `${ms(refused.ms)}, "${refused.last}" (exit ${refused.code})`,
  );
  judge("verify-case's peak memory on that bomb", refused.peakMb, {
    atMost: 300,
    unit: (megabytes) => `${megabytes.toFixed(0)} MB`,
  });
}
