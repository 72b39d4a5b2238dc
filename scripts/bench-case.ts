// Measures the Case File's two heavy steps with its own code: the SHA-256 of a 1 GB file read by its stream
// in Chromium through the site's hashing worker
// (target ≤ 5 s, never held whole in memory: the peak memory is printed), beside reading alone (by the stream and by 16 MB slices), hash-wasm's
// raw speed on bytes in memory and WebCrypto's on a file small enough to read whole; and the export of
// a 50-item case with a real JPEG in each item (target ≤ 3 s), then its verification; then the checks
// of a stranger's bundle (bench-case-hostile.ts: 10,000 items on the verify page, a manifest bomb on the
// command line); and "Add to case" of that 1 GB file (hashed and copied from one read) beside
// `sha256sum && cp` (bench-case-add.ts, target ≤ 1.5×). Wall and CPU time are printed: on a shared machine
// the wall time stretches with the load, the CPU time less. Run after `npm run build`: npm run bench:case
// (BENCH_CASE=bundles or BENCH_CASE=add: that part alone)
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, open, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { createSHA256 } from "hash-wasm";
import { WHOLE_LIMIT } from "#app/lib/files/sha256.ts";
import { englishReport, sampleCase } from "#app/tools/case-file/fixtures/bundles.ts";
import { writeBundle } from "#app/tools/case-file/logic/bundle.ts";
import { verifyZip } from "#app/tools/case-file/logic/verify.ts";
import { begin, judge, loadAverage, measure, ms } from "./bench/harness.ts";
import { benchAddToCase } from "./bench-case-add.ts";
import { benchHostileBundles } from "./bench-case-hostile.ts";
import { benchHashInChromium } from "./bench-hash-browser.ts";

const GB = 1024 * 1024 * 1024;
/** The slices read alone, beside the stream the hash reads (decision 030 compares the two). */
const SLICE = 16 * 1024 * 1024;
const dir = await mkdtemp(path.join(os.tmpdir(), "bench-case-"));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs `work` once, printing its wall and CPU time (this process, all threads) and speed over `bytes`. */
async function timed(label: string, bytes: number, work: () => Promise<unknown>): Promise<number> {
  const { wall, cpu } = await measure(work, { runs: 1 });
  const speed = bytes ? `, ${(bytes / 1024 / 1024 / (wall.median / 1000)).toFixed(0)} MB/s` : "";
  console.log(`${label}: ${ms(wall.median)} wall${speed}, ${ms(cpu.median)} CPU (${loadAverage()})`);
  return wall.median;
}

/** 1 GB of varied bytes, written in 16 MB chunks; the chunk is returned for the figures in memory. */
async function writeVideo(file: string): Promise<Uint8Array> {
  const handle = await open(file, "w");
  const chunk = new Uint8Array(16 * 1024 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 2_654_435_761) >>> 24;
  for (let written = 0; written < GB; written += chunk.length) await handle.write(chunk);
  await handle.close();
  return chunk;
}

begin(
  "Case file: the SHA-256 of 1 GB, the export of a 50-item case, the checks of a stranger's bundle, Add to case of 1 GB",
);
try {
  const file = path.join(dir, "video.bin");
  // BENCH_CASE=add measures only Add to case against sha256sum && cp.
  if (process.env.BENCH_CASE === "add") {
    await writeVideo(file);
    await benchAddToCase(file, GB, dir);
  }
  // BENCH_CASE=bundles measures only the checks of a stranger's bundle (10,000 items, a manifest bomb).
  else if (process.env.BENCH_CASE !== "bundles") {
    const chunk = await writeVideo(file);

    // hash-wasm alone, on 256 MB already in memory: the ceiling of the sliced path.
    const inMemory = new Uint8Array(256 * 1024 * 1024);
    for (let offset = 0; offset < inMemory.length; offset += chunk.length) inMemory.set(chunk, offset);
    await timed("hash-wasm alone, 256 MB in memory", inMemory.length, async () => {
      const hasher = await createSHA256();
      hasher.init();
      for (let offset = 0; offset < inMemory.length; offset += SLICE)
        hasher.update(inMemory.subarray(offset, offset + SLICE));
      return hasher.digest("hex");
    });
    // In Chromium, through the site's hashing worker, the 1 GB file chosen in a page (disk-backed).
    const smallFile = path.join(dir, "photo.bin");
    await writeFile(smallFile, inMemory.subarray(0, WHOLE_LIMIT));
    const [, hashed] = await benchHashInChromium(
      [
        {
          label: `SHA-256 of a ${mb(WHOLE_LIMIT)} file (WebCrypto, whole)`,
          path: smallFile,
          bytes: WHOLE_LIMIT,
        },
        { label: "SHA-256 of 1 GB (hash-wasm, read by file.stream())", path: file, bytes: GB },
        {
          label: `reading alone of that 1 GB in ${mb(SLICE)} slices`,
          path: file,
          bytes: GB,
          readOnly: "slices",
        },
        { label: "reading alone of that 1 GB by file.stream()", path: file, bytes: GB, readOnly: "stream" },
      ],
      SLICE,
    );
    const { digest, ms: hashMs } = hashed ?? { digest: "", ms: Number.NaN };
    // The same digest as sha256sum would print (Node's native hasher, read as a stream).
    const native = createHash("sha256");
    for await (const part of createReadStream(file)) native.update(part);
    console.log(
      `  1 GB digest ${digest === native.digest("hex") ? "matches" : "DIFFERS FROM"} Node's own SHA-256`,
    );
    judge("SHA-256 of 1 GB in Chromium, wall", hashMs, { atMost: 5000 });
    await benchAddToCase(file, GB, dir);
    await rm(file);

    const sample = await sampleCase(50);
    // Streamed to a file, as the page streams it to the file picked or to the origin-private file system.
    const zipPath = path.join(dir, "case.zip");
    const exportMs = await timed("Export of a 50-item case, streamed to a file", 0, () =>
      writeBundle(
        {
          record: sample.record,
          items: sample.items,
          files: sample.files,
          exportedAt: new Date().toISOString(),
          report: englishReport,
          sign: sample.sign,
        },
        Writable.toWeb(createWriteStream(zipPath)) as WritableStream<Uint8Array>,
      ),
    );
    const zip = await openAsBlob(zipPath);
    const files = sample.items.reduce((sum, item) => sum + item.files.length, 0);
    const exported = `export of a 50-item case (${files} files, ZIP of ${(zip.size / 1024).toFixed(0)} KB), wall`;
    judge(exported, exportMs, { atMost: 3000 });
    const verifyStarted = performance.now();
    const verdict = await verifyZip(zip);
    console.log(
      `Verification of that bundle: ${ms(performance.now() - verifyStarted)}, ${verdict.readable && verdict.intact ? "intact" : "NOT INTACT"}`,
    );
  }
  if (process.env.BENCH_CASE !== "add") await benchHostileBundles(dir);
} finally {
  await rm(dir, { recursive: true, force: true });
}
