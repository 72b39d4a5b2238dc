// Measures the image inspector's forensic views on a 12-megapixel photo it makes (a photo-like scene
// with a copied block, saved as a JPEG at quality 90 by jpeg-js). In Node, the code the browser's worker
// runs: error levels through libjpeg-turbo's WebAssembly, the noise residual and clone detection
// (targets on this machine: ELA ≤ 1.5 s, noise ≤ 1.5 s, clone detection ≤ 3 s). In Chromium, on the
// production build (`npm run build` first), what a person waits for: from "Open forensic views" to the
// error levels drawn (≤ 1 s, issue 44), the file decoded by the browser and the view moved to the page
// included; beside it the same analysis by native tools (libjpeg-turbo's djpeg and cjpeg, or ImageMagick)
// and the ratio, or "not installed". On a machine shared with other work the wall time stretches; the
// CPU time is what a view costs. PORT=… serves the site there.
import {
  copyBlock,
  decodeJpeg,
  encodeJpeg,
  libjpegTurboFromFiles,
  scene,
} from "#app/tools/image-inspector/fixtures/forensic-images.ts";
import { detectClones } from "#app/tools/image-inspector/logic/forensics/clone.ts";
import { errorLevels } from "#app/tools/image-inspector/logic/forensics/ela.ts";
import { libjpegTurboRoundTrip } from "#app/tools/image-inspector/logic/forensics/libjpeg-turbo.ts";
import { noiseResidual } from "#app/tools/image-inspector/logic/forensics/noise.ts";
import { amplified } from "#app/tools/image-inspector/logic/forensics/pixels.ts";
import { openTimesInChromium } from "./bench/forensics-browser.ts";
import {
  begin,
  figure,
  judge,
  loadAverage,
  measure,
  spreadText,
  type Timing,
  timingLine,
} from "./bench/harness.ts";
import { nativeEla } from "./bench/native-ela.ts";
import { spread } from "./bench/stats.ts";

const RUNS = 3;
const [WIDTH, HEIGHT] = [4000, 3000];
const QUALITY = 90;
/** A person reads the report before opening the views; the page prepares them meanwhile. */
const READ_MS = 2000;

/** Times one view, judged by its wall time. */
async function view<T>(label: string, target: number, run: () => T): Promise<Timing<Awaited<T>>> {
  const timing = await measure(run, { runs: RUNS });
  console.log(timingLine(label, timing));
  judge(`${label}, wall`, timing.wall.median, { atMost: target });
  return timing;
}

begin(
  `Image forensics on a ${WIDTH}×${HEIGHT} photo (12 megapixels) with a copied block, saved as JPEG at ${QUALITY}`,
);
const photo = scene(WIDTH, HEIGHT, 42);
copyBlock(photo, { x: 400, y: 500, width: 600, height: 500 }, { x: 2600, y: 1800 });
const jpeg = encodeJpeg(photo, QUALITY);
const image = decodeJpeg(jpeg);
const roundTrip = libjpegTurboRoundTrip(libjpegTurboFromFiles);
await roundTrip({ width: 16, height: 16, data: new Uint8ClampedArray(16 * 16 * 4) }, QUALITY);

const nodeEla = await view(`ELA (quality ${QUALITY}), Node`, 1500, async () =>
  amplified(await errorLevels(image, QUALITY, roundTrip), WIDTH, HEIGHT, 20),
);
await view("Noise, Node", 1500, () => amplified(noiseResidual(image), WIDTH, HEIGHT, 10));
const clones = await view("Clone detection, Node", 3000, () => detectClones(image));
console.log(`Clone detection found ${clones.value.pairs.length} region pair(s) (one was made).`);

console.log(`\nError levels of the same photo, side by side (median of ${RUNS}, ${loadAverage()}):`);
const opened = await openTimesInChromium(jpeg, RUNS, READ_MS);
const drawn = spread(opened.map(({ ela }) => ela));
const cpu = spread(opened.map(({ cpu }) => cpu));
const tabs = spread(opened.map(({ tabs }) => tabs));
const row = (label: string, text: string) => console.log(`  ${label.padEnd(62)}${text}`);
row("this site in Chromium, views opened → ELA drawn", `${spreadText(drawn)}, CPU ${spreadText(cpu)}`);
row("  of which: views opened → tabs shown", spreadText(tabs));
row(
  "this site's analysis alone, in Node (decoded, not drawn)",
  `${spreadText(nodeEla.wall)}, CPU ${spreadText(nodeEla.cpu)}`,
);
const native = nativeEla(jpeg, QUALITY);
if (native) {
  try {
    const cpuTimes: number[] = [];
    const timing = await measure(() => cpuTimes.push(native.run()), { runs: RUNS, warmUps: 1 });
    const nativeCpu = spread(cpuTimes.slice(1));
    row(`native: ${native.tool}`, `${spreadText(timing.wall)}, CPU ${spreadText(nativeCpu)}`);
    const ratio = (wall: number, used: number) =>
      `wall ${figure(wall / timing.wall.median)}×, CPU ${figure(used / nativeCpu.median)}×`;
    row("ratio to native: Chromium, open → drawn", ratio(drawn.median, cpu.median));
    row("ratio to native: the site's analysis in Node", ratio(nodeEla.wall.median, nodeEla.cpu.median));
  } finally {
    native.remove();
  }
} else row("native (djpeg and cjpeg, or ImageMagick)", "not installed");
judge("Forensic views opened → ELA drawn, Chromium", drawn.median, { atMost: 1000 });
