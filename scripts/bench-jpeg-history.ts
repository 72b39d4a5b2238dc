// Measures the image inspector's JPEG history on a 12-megapixel photo (4000 × 3000, 4:2:0, written by
// Debian's ffmpeg from its test card with noise added, with EXIF naming a camera and an editor):
// the marker walk, the quality estimate, the encoder match and the hints, the decoding of the first
// 4,096 brightness blocks for the double-compression histograms among them, as the worker runs them
// after ExifReader. Target: 50 ms. The decoding alone, and the whole inspection of the same file
// (ExifReader, summary, generator signals, history), are printed beside it.
import { execFileSync } from "node:child_process";
import {
  ascii,
  exifSegment,
  jpegWith,
  TAG,
  tiff,
} from "../app/tools/image-inspector/fixtures/make-images.ts";
import { inspect } from "../app/tools/image-inspector/logic/inspection.ts";
import { lumaCoefficients } from "../app/tools/image-inspector/logic/jpeg-history/coefficients.ts";
import { HISTOGRAM_BLOCKS, jpegHistory } from "../app/tools/image-inspector/logic/jpeg-history/history.ts";

const TARGET_MS = 50;
const RUNS = 9;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

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

const history: number[] = [];
const cpu: number[] = [];
const decoding: number[] = [];
const whole: number[] = [];
let quality = "";
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const read = jpegHistory(photo, { software: ["Adobe Photoshop 25.0"], camera: "Canon EOS R6" });
  history.push(performance.now() - start);
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1000);
  quality = JSON.stringify(read?.quality);
  const decodeStart = performance.now();
  lumaCoefficients(photo, HISTOGRAM_BLOCKS);
  decoding.push(performance.now() - decodeStart);
  const buffer = photo.slice().buffer as ArrayBuffer;
  const wholeStart = performance.now();
  inspect(buffer);
  whole.push(performance.now() - wholeStart);
}
// A machine shared with other work stretches the wall time; the CPU time is what the file costs.
const took = median(cpu);
console.log(
  `JPEG history, Node ${process.version}, 12 MP (4000 × 3000) ffmpeg JPEG of ${(photo.length / 1024 / 1024).toFixed(1)} MB, median of ${RUNS} runs:`,
);
console.log(
  `  tables, quality (${quality}), encoder, hints: ${took.toFixed(2)} ms of CPU (target ${TARGET_MS} ms${took <= TARGET_MS ? ", met" : ", MISSED"}), ${median(history).toFixed(2)} ms wall`,
);
console.log(
  `  of which decoding ${HISTOGRAM_BLOCKS} brightness blocks for the histograms: ${median(decoding).toFixed(2)} ms`,
);
console.log(
  `  whole inspection (ExifReader, summary, generator signals, history): ${median(whole).toFixed(1)} ms`,
);
if (took > TARGET_MS) process.exitCode = 1;
