// A case holding a large video exports to a file as a stream and verifies from that file: the ZIP is
// never held whole in memory (neither is the video, read from disk as the browser reads OPFS files).
import { createHash } from "node:crypto";
import { createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, open, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, expect, it } from "vitest";
import { openZip } from "#app/lib/files/zip-read.ts";
import { englishReport, sampleCase } from "../fixtures/bundles.ts";
import { writeBundle } from "./bundle.ts";
import { verifyBundle } from "./verify.ts";

const MB = 1024 * 1024;
const dir = await mkdtemp(path.join(tmpdir(), "case-file-large-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

it("exports a case with a 300 MB video to disk as a stream, and the bundle verifies", async () => {
  // The video: 300 MB of varied bytes written in 4 MB chunks, and its SHA-256 by Node's own hasher.
  const videoPath = path.join(dir, "clip.mp4");
  const handle = await open(videoPath, "w");
  const chunk = new Uint8Array(4 * MB);
  const native = createHash("sha256");
  for (let written = 0; written < 300 * MB; written += chunk.length) {
    for (let i = 0; i < chunk.length; i += 4096) chunk[i] = (written / chunk.length + i) & 0xff;
    native.update(chunk);
    await handle.write(chunk);
  }
  await handle.close();
  const video = await openAsBlob(videoPath, { type: "video/mp4" });
  const digest = native.digest("hex");

  const sample = await sampleCase(2);
  const first = sample.items[0];
  if (!first) throw new Error("no item");
  const items = [
    {
      ...first,
      files: [{ name: "clip.mp4", type: "video/mp4", size: video.size, sha256: digest }],
    },
    ...sample.items.slice(1),
  ];
  const files = async (item: (typeof items)[number]) => (item === items[0] ? [video] : sample.files(item));

  const zipPath = path.join(dir, "case.zip");
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  await writeBundle(
    {
      record: sample.record,
      items,
      files,
      exportedAt: "2026-11-26T12:00:00.000Z",
      report: englishReport,
      sign: sample.sign,
    },
    Writable.toWeb(createWriteStream(zipPath)) as WritableStream<Uint8Array>,
  );
  clearInterval(sampler);
  // Holding the ZIP (or the video) whole would add 300 MB.
  expect(peak - before).toBeLessThan(150 * MB);
  expect((await stat(zipPath)).size).toBeGreaterThan(300 * MB);

  const source = await openZip(await openAsBlob(zipPath));
  const verdict = await verifyBundle(source);
  await source.close();
  expect(verdict.readable && verdict.intact).toBe(true);
  // The video inside the ZIP hashes, streamed out of it, to the original's SHA-256.
  if (verdict.readable)
    expect(verdict.items[0]?.files[0]).toMatchObject({
      path: expect.stringMatching(/clip\.mp4$/),
      actual: digest,
    });
}, 300_000); // 600 MB written and read on a shared machine: a guard against a hang, not a speed test.
