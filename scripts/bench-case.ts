// Measures the Case File's two heavy steps with its own code: the SHA-256 of a 1 GB file read as a
// stream (target ≤ 5 s, the file never held whole in memory: the peak memory is printed), and the
// export of a 50-item case with a real JPEG in each item (target ≤ 3 s), then its verification.
// Run: npm run bench:case
import { openAsBlob } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sha256OfBlob } from "../app/lib/sha256.ts";
import { makeBundle } from "../app/tools/case-file/logic/bundle.ts";
import { englishReport, sampleCase } from "../app/tools/case-file/logic/test-bundle.ts";
import { verifyBundle } from "../app/tools/case-file/logic/verify.ts";
import { openZip } from "../app/tools/case-file/logic/zip.ts";

const GB = 1024 * 1024 * 1024;
const dir = await mkdtemp(path.join(os.tmpdir(), "bench-case-"));
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

console.log(
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")} (figures stretch with the load)`,
);
try {
  // 1 GB of varied bytes, written in 16 MB chunks.
  const file = path.join(dir, "video.bin");
  const handle = await open(file, "w");
  const chunk = new Uint8Array(16 * 1024 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 2_654_435_761) >>> 24;
  for (let written = 0; written < GB; written += chunk.length) await handle.write(chunk);
  await handle.close();

  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  const started = performance.now();
  const digest = await sha256OfBlob(await openAsBlob(file));
  const hashMs = performance.now() - started;
  console.log(
    `SHA-256 of 1 GB (streamed): ${(hashMs / 1000).toFixed(2)} s, ${(GB / 1024 / 1024 / (hashMs / 1000)).toFixed(0)} MB/s ` +
      `(target ≤ 5 s) ${hashMs <= 5000 ? "OK" : "OVER"}; memory ${mb(rssBefore)} before, peak ${mb(peakRss)}; ${digest.slice(0, 16)}…`,
  );
  await rm(file);

  const sample = await sampleCase(50);
  const exportStarted = performance.now();
  const made = await makeBundle({
    record: sample.record,
    items: sample.items,
    files: sample.files,
    exportedAt: new Date().toISOString(),
    report: englishReport,
    sign: sample.sign,
  });
  const exportMs = performance.now() - exportStarted;
  const files = sample.items.reduce((sum, item) => sum + item.files.length, 0);
  console.log(
    `Export of a 50-item case (${files} files, ZIP of ${(made.zip.size / 1024).toFixed(0)} KB): ${exportMs.toFixed(0)} ms ` +
      `(target ≤ 3000 ms) ${exportMs <= 3000 ? "OK" : "OVER"}`,
  );
  const verifyStarted = performance.now();
  const source = await openZip(made.zip);
  const verdict = await verifyBundle(source);
  await source.close();
  console.log(
    `Verification of that bundle: ${(performance.now() - verifyStarted).toFixed(0)} ms, ${verdict.readable && verdict.intact ? "intact" : "NOT INTACT"}`,
  );
} finally {
  clearInterval(sampler);
  await rm(dir, { recursive: true, force: true });
}
