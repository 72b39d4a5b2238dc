// The forensic views' Web Worker: it decodes the picture once, keeps its pixels (and hands the decoded
// bitmap to the page's magnifier), and computes each view on request, so the page never freezes on a
// 12-megapixel photo. libjpeg-turbo's WebAssembly (error level analysis) comes compiled from the page
// (state/forensics/libjpeg-turbo-module.ts), before the views open or with the first error-level job.
// Error levels are computed in bands of rows, one here and one in each band worker this worker starts,
// on the other cores.
import { coresUpTo } from "#app/lib/workers/cores.ts";
import type { JobContext } from "#app/lib/workers/job-protocol.ts";
import { serveJobs } from "#app/lib/workers/serve-jobs.ts";
import { createWorkerJobs } from "#app/lib/workers/worker-jobs.ts";
import { CLONE_DEFAULTS, CLONE_MAX_SIDE, detectClones } from "../../logic/forensics/clone.ts";
import { errorLevels } from "../../logic/forensics/ela.ts";
import { type BandLevels, bandPixels, errorLevelsInBands } from "../../logic/forensics/ela-bands.ts";
import { EncoderUnavailable } from "../../logic/forensics/encoder-unavailable.ts";
import { luminanceGradient } from "../../logic/forensics/gradient.ts";
import { lumaHistogram } from "../../logic/forensics/histogram.ts";
import { levelSweep } from "../../logic/forensics/levels.ts";
import { noiseResidual } from "../../logic/forensics/noise.ts";
import { amplified, MAX_PIXELS, type Pixels } from "../../logic/forensics/pixels.ts";
import type { ElaBandJobs, ForensicJobs, Opened, ViewImage } from "./forensics-protocol.ts";
import { give, roundTrip, warmUp } from "./given-libjpeg-turbo.ts";

/** At most four bands: each band worker holds its own libjpeg-turbo and a copy of its rows. */
const MAX_BANDS = 4;
const bandWorkers = Array.from({ length: coresUpTo(MAX_BANDS) - 1 }, () =>
  createWorkerJobs<ElaBandJobs>(
    () => new Worker(new URL("./ela-band.worker.ts", import.meta.url), { type: "module" }),
    "failed",
  ),
);

let picture: Pixels | undefined;
/** Results kept for the picture: the slow part of a view, so moving a strength slider costs little. */
let cache: { ela?: { quality: number; levels: Uint8Array }; noise?: Uint8Array } = {};

class Refused extends Error {}

async function open(file: Blob, context: JobContext): Promise<Opened> {
  picture = undefined;
  cache = {};
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Refused("undecodable");
  }
  if (bitmap.width * bitmap.height > MAX_PIXELS) {
    bitmap.close();
    throw new Refused("too_large");
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const drawing = canvas.getContext("2d", { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D;
  drawing.drawImage(bitmap, 0, 0);
  const data = drawing.getImageData(0, 0, canvas.width, canvas.height);
  picture = { width: data.width, height: data.height, data: data.data };
  context.transfer([bitmap]);
  return { width: data.width, height: data.height, bitmap };
}

/**
 * The error levels of `image`, a band in each band worker and the last one here. A band worker that
 * fails leaves its band to this one: slower, the same bytes.
 */
function bandedLevels(image: Pixels, quality: number, codec: WebAssembly.Module): Promise<Uint8Array> {
  const here: BandLevels = (band) => errorLevels(bandPixels(image, band), quality, roundTrip);
  const elsewhere = bandWorkers.map(
    (worker): BandLevels =>
      (band) => {
        const rows = bandPixels(image, band);
        const copy = { ...rows, data: rows.data.slice() };
        return worker
          .run("levels", { band: copy, quality, codec }, { transfer: [copy.data.buffer] })
          .catch(() => here(band));
      },
  );
  return errorLevelsInBands(image, [...elsewhere, here]);
}

function current(): Pixels {
  if (!picture) throw new Refused("undecodable");
  return picture;
}

/** The colour picture shrunk like the clone search's copy, to draw its outlines on. */
function shrunk(image: Pixels, width: number, height: number): ViewImage {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
  context.putImageData(
    new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height),
    0,
    0,
  );
  const small = new OffscreenCanvas(width, height);
  const smallContext = small.getContext("2d") as OffscreenCanvasRenderingContext2D;
  smallContext.imageSmoothingQuality = "high";
  smallContext.drawImage(canvas, 0, 0, width, height);
  const data = smallContext.getImageData(0, 0, width, height).data;
  return { width, height, data };
}

/** A view handed over, its buffer moved rather than copied (never the kept picture's own). */
function handedOver(view: Pixels, context: JobContext): ViewImage {
  if (view.data.buffer !== picture?.data.buffer) context.transfer([view.data.buffer]);
  return view as ViewImage;
}

/** `job` with its failures told as the page's error codes: a refusal's own, anything else "failed". */
function refusing<Input, Value>(
  job: (input: Input, context: JobContext) => Value | Promise<Value>,
): (input: Input, context: JobContext) => Promise<Value> {
  return async (input, context) => {
    try {
      return await job(input, context);
    } catch (error) {
      throw error instanceof Refused || error instanceof EncoderUnavailable ? error : new Error("failed");
    }
  };
}

serveJobs<ForensicJobs>({
  // libjpeg-turbo started here and in the band workers, so the first error levels find it ready.
  prepare: refusing(async ({ codec }) => {
    give(codec);
    // A band worker that cannot start is not waited for: its bands are done here.
    for (const worker of bandWorkers) worker.run("prepare", { codec }).catch(() => undefined);
    await warmUp();
  }),
  open: refusing(({ file }, context) => open(file, context)),
  ela: refusing(async ({ quality, scale, codec }, context) => {
    give(codec);
    const image = current();
    if (cache.ela?.quality !== quality)
      cache.ela = { quality, levels: await bandedLevels(image, quality, codec) };
    return handedOver(amplified(cache.ela.levels, image.width, image.height, scale), context);
  }),
  noise: refusing(({ strength }, context) => {
    const image = current();
    cache.noise ??= noiseResidual(image);
    return handedOver(amplified(cache.noise, image.width, image.height, strength), context);
  }),
  levels: refusing(({ level, width }, context) => handedOver(levelSweep(current(), level, width), context)),
  histogram: refusing(() => lumaHistogram(current())),
  gradient: refusing(({ strength }, context) => handedOver(luminanceGradient(current(), strength), context)),
  clones: refusing(({ minBlocks }, context) => {
    const image = current();
    const result = detectClones(image, { ...CLONE_DEFAULTS, minBlocks });
    const factor = Math.max(image.width, image.height) / CLONE_MAX_SIDE;
    const width = factor > 1 ? result.searched.width : image.width;
    const height = factor > 1 ? result.searched.height : image.height;
    return { ...result, picture: handedOver(shrunk(image, width, height), context) };
  }),
});
