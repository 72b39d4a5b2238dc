// Measures the image inspector's path from a chosen file to its summary, in Node (the same code the
// browser's worker runs: logic/inspection.ts): reading a 25 MB JPEG into memory, then ExifReader, the
// summary, every metadata group and the search for Content Credentials. Target: under 300 ms. The
// SHA-256, shown a moment after the summary, and a 100 MB file (the largest the page takes) are
// printed too. The browser adds the file's transfer to the worker, a few milliseconds for a reference.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  ascii,
  exifSegment,
  fixture,
  gpsIfd,
  otherThumbnail,
  paddedJpeg,
  TAG,
  tiff,
  xmpPacket,
  xmpSegment,
} from "../app/tools/image-inspector/fixtures/make-images.ts";
import { findings } from "../app/tools/image-inspector/logic/findings.ts";
import { inspect, sha256 } from "../app/tools/image-inspector/logic/inspection.ts";

const TARGET_MS = 300;
const RUNS = 5;
const MB = 1024 * 1024;

function photo(size: number): Uint8Array {
  return paddedJpeg(
    fixture("C.jpg"),
    [
      exifSegment(
        tiff({
          ifd0: {
            [TAG.make]: ascii("Canon"),
            [TAG.model]: ascii("EOS R6"),
            [TAG.software]: ascii("Adobe Photoshop 25.0"),
          },
          exif: {
            [TAG.dateTimeOriginal]: ascii("2024:05:01 10:00:00"),
            [TAG.offsetTimeOriginal]: ascii("+07:00"),
          },
          gps: gpsIfd(21.0285, 105.8542, 12.5),
          thumbnail: otherThumbnail(),
        }),
      ),
      xmpSegment(
        xmpPacket({
          "xmp:CreateDate": "2024-05-01T10:00:00+07:00",
          "xmp:CreatorTool": "Adobe Photoshop 25.0",
        }),
      ),
    ],
    size,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(file: string) {
  const summary: number[] = [];
  const hash: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const bytes = await readFile(file);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const inspection = inspect(buffer);
    findings(inspection.summary);
    summary.push(performance.now() - start);
    const hashStart = performance.now();
    await sha256(buffer);
    hash.push(performance.now() - hashStart);
  }
  return { summary: median(summary), hash: median(hash) };
}

const dir = mkdtempSync(path.join(os.tmpdir(), "bench-image-"));
try {
  console.log(
    `Image inspector, Node ${process.version}, median of ${RUNS} runs (read + parse + summary + findings):`,
  );
  let failed = false;
  for (const size of [25 * MB, 100 * MB]) {
    const file = path.join(dir, `${size}.jpg`);
    writeFileSync(file, photo(size));
    const { summary, hash } = await measure(file);
    const target =
      size === 25 * MB ? ` (target ${TARGET_MS} ms${summary <= TARGET_MS ? ", met" : ", MISSED"})` : "";
    if (size === 25 * MB && summary > TARGET_MS) failed = true;
    console.log(
      `  ${String(size / MB).padStart(3)} MB JPEG: summary ${summary.toFixed(0).padStart(4)} ms${target}; SHA-256 ${hash.toFixed(0)} ms after it`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
