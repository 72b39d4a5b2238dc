// Measures the image inspector's forensic views on a 12-megapixel photo it makes (a photo-like scene
// with a copied block, saved and reopened as a JPEG by jpeg-js), running the code the browser's worker
// runs: error levels through libjpeg-turbo's WebAssembly, the noise residual and clone detection. Targets on
// this machine: ELA ≤ 1.5 s, noise ≤ 1.5 s, clone detection ≤ 3 s. The browser adds the decoding of
// the file (its own, native) and the transfer of the result to the page. On a machine shared with other
// work the wall time stretches; the CPU time is what the view costs.
import {
  copyBlock,
  libjpegTurboFromFiles,
  scene,
  throughJpeg,
} from "#app/tools/image-inspector/fixtures/forensic-images.ts";
import { detectClones } from "#app/tools/image-inspector/logic/forensics/clone.ts";
import { errorLevels } from "#app/tools/image-inspector/logic/forensics/ela.ts";
import { libjpegTurboRoundTrip } from "#app/tools/image-inspector/logic/forensics/libjpeg-turbo.ts";
import { noiseResidual } from "#app/tools/image-inspector/logic/forensics/noise.ts";
import { amplified } from "#app/tools/image-inspector/logic/forensics/pixels.ts";
import { begin, judge, measure, timingLine } from "./bench/harness.ts";

const RUNS = 3;
const [WIDTH, HEIGHT] = [4000, 3000];

/** Times one view, judged by its wall time; returns what it made. */
async function view<T>(label: string, target: number, run: () => T): Promise<Awaited<T>> {
  const timing = await measure(run, { runs: RUNS });
  console.log(timingLine(label, timing));
  judge(`${label}, wall`, timing.wall.median, { atMost: target });
  return timing.value;
}

begin(
  `Image forensics on a ${WIDTH}×${HEIGHT} photo (12 megapixels) with a copied block, saved as JPEG at 90`,
);
const photo = scene(WIDTH, HEIGHT, 42);
copyBlock(photo, { x: 400, y: 500, width: 600, height: 500 }, { x: 2600, y: 1800 });
const image = throughJpeg(photo, 90);
const roundTrip = libjpegTurboRoundTrip(libjpegTurboFromFiles);
await roundTrip({ width: 16, height: 16, data: new Uint8ClampedArray(16 * 16 * 4) }, 90);

await view("ELA (quality 90)", 1500, async () =>
  amplified(await errorLevels(image, 90, roundTrip), WIDTH, HEIGHT, 20),
);
await view("Noise", 1500, () => amplified(noiseResidual(image), WIDTH, HEIGHT, 10));
const clones = await view("Clone detection", 3000, () => detectClones(image));
console.log(`Clone detection found ${clones.pairs.length} region pair(s) (one was made).`);
