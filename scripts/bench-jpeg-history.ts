// Measures the image inspector's JPEG history on a 12-megapixel photo (4000 × 3000, 4:2:0, written by
// Debian's ffmpeg from its test card with noise added, with EXIF naming a camera and an editor):
// the marker walk, the quality estimate, the encoder match and the hints, the decoding of the first
// 4,096 brightness blocks for the double-compression histograms among them, as the worker runs them
// after ExifReader. Target: 50 ms. The decoding alone, and the whole inspection of the same file
// (ExifReader, summary, generator signals, history), are printed beside it. A machine shared with other
// work stretches the wall time; the CPU time is what the file costs, and what is judged.
import { execFileSync } from "node:child_process";
import { ascii, exifSegment, jpegWith, TAG, tiff } from "#app/tools/image-inspector/fixtures/make-images.ts";
import { inspect } from "#app/tools/image-inspector/logic/inspection.ts";
import { lumaCoefficients } from "#app/tools/image-inspector/logic/jpeg-history/coefficients.ts";
import { HISTOGRAM_BLOCKS, jpegHistory } from "#app/tools/image-inspector/logic/jpeg-history/history.ts";
import { begin, judge, measure, timingLine } from "./bench/harness.ts";

const TARGET_MS = 50;
const RUNS = 9;

const picture = new Uint8Array(
  execFileSync(
    "ffmpeg",
    [
      ...[
        "-hide_banner",
        "-loglevel",
        "error",
        "-f",
        "lavfi",
        "-i",
        "testsrc2=size=4000x3000",
        "-vf",
        "noise=alls=20:allf=t",
      ],
      ...["-frames:v", "1", "-q:v", "2", "-pix_fmt", "yuvj420p", "-f", "image2pipe", "-c:v", "mjpeg", "-"],
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  ),
);
const photo = jpegWith(picture, [
  exifSegment(
    tiff({
      ifd0: {
        [TAG.make]: ascii("Canon"),
        [TAG.model]: ascii("EOS R6"),
        [TAG.software]: ascii("Adobe Photoshop 25.0"),
      },
    }),
  ),
]);

begin(
  `JPEG history: 12 MP (4000 × 3000) ffmpeg JPEG of ${(photo.length / 1024 / 1024).toFixed(1)} MB, median of ${RUNS} runs`,
);
const history = await measure(
  () => jpegHistory(photo, { software: ["Adobe Photoshop 25.0"], camera: "Canon EOS R6" }),
  { runs: RUNS },
);
console.log(timingLine("tables, quality, encoder, hints", history));
console.log(`  quality read: ${JSON.stringify(history.value?.quality)}`);
const decoding = await measure(() => lumaCoefficients(photo, HISTOGRAM_BLOCKS), { runs: RUNS });
console.log(timingLine(`of which ${HISTOGRAM_BLOCKS} brightness blocks decoded`, decoding));
// The whole inspection reads an ArrayBuffer of its own, as a file read gives.
const buffer = photo.slice().buffer as ArrayBuffer;
const whole = await measure(() => inspect(buffer), { runs: RUNS });
console.log(timingLine("whole inspection (ExifReader, summary, …)", whole));
judge("JPEG history, CPU", history.cpu.median, { atMost: TARGET_MS });
