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
} from "#app/tools/image-inspector/fixtures/make-images.ts";
import { findings } from "#app/tools/image-inspector/logic/findings.ts";
import { inspect, sha256 } from "#app/tools/image-inspector/logic/inspection.ts";
import { begin, judge, measure, timingLine } from "./bench/harness.ts";

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

/** Reads `file` as the page does and makes its summary and findings; the SHA-256 follows, timed apart. */
async function measureFile(file: string) {
  const summary = await measure(
    async () => {
      const bytes = await readFile(file);
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      findings(inspect(buffer).summary);
      return buffer;
    },
    { runs: RUNS },
  );
  const hash = await measure(() => sha256(summary.value), { runs: RUNS });
  return { summary, hash };
}

const dir = mkdtempSync(path.join(os.tmpdir(), "bench-image-"));
try {
  begin(`Image inspector, median of ${RUNS} runs (read + parse + summary + findings; the SHA-256 after it)`);
  for (const size of [25 * MB, 100 * MB]) {
    const file = path.join(dir, `${size}.jpg`);
    writeFileSync(file, photo(size));
    const { summary, hash } = await measureFile(file);
    console.log(timingLine(`${size / MB} MB JPEG: summary`, summary));
    console.log(timingLine(`${size / MB} MB JPEG: SHA-256`, hash));
    // The target is for a 25 MB photo; the 100 MB file, the largest the page takes, shows how it grows.
    if (size === 25 * MB) judge("25 MB JPEG's summary, wall", summary.wall.median, { atMost: TARGET_MS });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
