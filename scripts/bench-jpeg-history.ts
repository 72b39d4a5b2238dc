// Measures the image inspector's JPEG history on a 12-megapixel photo (4000 × 3000, 4:2:0, written by
// Debian's ffmpeg, with EXIF naming a camera and an editor): the marker walk, the quality estimate, the
// encoder match and the hints, as the worker runs them after ExifReader. Target: 50 ms. The whole
// inspection of the same file (ExifReader, summary, generator signals, history) is printed beside it.
import { execFileSync } from "node:child_process";
import {
  ascii,
  exifSegment,
  jpegWith,
  TAG,
  tiff,
} from "../app/tools/image-inspector/fixtures/make-images.ts";
import { inspect } from "../app/tools/image-inspector/logic/inspection.ts";
import { jpegHistory } from "../app/tools/image-inspector/logic/jpeg-history/history.ts";

const TARGET_MS = 50;
const RUNS = 9;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const picture = new Uint8Array(
  execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=4000x3000"],
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
const whole: number[] = [];
let quality = "";
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const read = jpegHistory(photo, { software: ["Adobe Photoshop 25.0"], camera: "Canon EOS R6" });
  history.push(performance.now() - start);
  quality = JSON.stringify(read?.quality);
  const buffer = photo.slice().buffer as ArrayBuffer;
  const wholeStart = performance.now();
  inspect(buffer);
  whole.push(performance.now() - wholeStart);
}
const took = median(history);
console.log(
  `JPEG history, Node ${process.version}, 12 MP (4000 × 3000) ffmpeg JPEG of ${(photo.length / 1024 / 1024).toFixed(1)} MB, median of ${RUNS} runs:`,
);
console.log(
  `  tables, quality (${quality}), encoder, hints: ${took.toFixed(2)} ms (target ${TARGET_MS} ms${took <= TARGET_MS ? ", met" : ", MISSED"})`,
);
console.log(
  `  whole inspection (ExifReader, summary, generator signals, history): ${median(whole).toFixed(1)} ms`,
);
if (took > TARGET_MS) process.exitCode = 1;
