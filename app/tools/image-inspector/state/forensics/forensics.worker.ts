// The forensic views' Web Worker: it decodes the picture once, keeps its pixels, and computes each view
// on request, so the page never freezes on a 12-megapixel photo. libjpeg-turbo's WebAssembly (error
// level analysis) comes compiled with the first error-level job (state/forensics/libjpeg-turbo-module.ts).
import type { JobResponse } from "../../../../lib/worker-jobs.ts";
import { CLONE_DEFAULTS, CLONE_MAX_SIDE, detectClones } from "../../logic/forensics/clone.ts";
import { errorLevels } from "../../logic/forensics/ela.ts";
import { luminanceGradient } from "../../logic/forensics/gradient.ts";
import { lumaHistogram } from "../../logic/forensics/histogram.ts";
import { levelSweep } from "../../logic/forensics/levels.ts";
import { EncoderUnavailable, libjpegTurboRoundTrip } from "../../logic/forensics/libjpeg-turbo.ts";
import { noiseResidual } from "../../logic/forensics/noise.ts";
import { amplified, type Pixels } from "../../logic/forensics/pixels.ts";
import { MAX_PIXELS, type ViewImage, type WorkerJob } from "./protocol.ts";

const scope = self as unknown as {
  addEventListener(
    type: "message",
    listener: (event: MessageEvent<WorkerJob & { id: number }>) => void,
  ): void;
  postMessage(message: JobResponse, transfer?: Transferable[]): void;
};

let codec: WebAssembly.Module | undefined;
const roundTrip = libjpegTurboRoundTrip(async () => {
  if (!codec) throw new Error("libjpeg-turbo was not given");
  return codec;
});

let picture: Pixels | undefined;
/** Results kept for the picture: the slow part of a view, so moving a strength slider costs little. */
let cache: { ela?: { quality: number; levels: Uint8Array }; noise?: Uint8Array } = {};

class Refused extends Error {}

async function open(file: Blob) {
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
  const context = canvas.getContext("2d", { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const data = context.getImageData(0, 0, canvas.width, canvas.height);
  picture = { width: data.width, height: data.height, data: data.data };
  return { width: data.width, height: data.height };
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

async function run(job: WorkerJob): Promise<unknown> {
  if (job.kind === "open") return open(job.file);
  const image = current();
  if (job.kind === "ela") {
    codec ??= job.codec;
    if (cache.ela?.quality !== job.quality)
      cache.ela = { quality: job.quality, levels: await errorLevels(image, job.quality, roundTrip) };
    return amplified(cache.ela.levels, image.width, image.height, job.scale);
  }
  if (job.kind === "noise") {
    cache.noise ??= noiseResidual(image);
    return amplified(cache.noise, image.width, image.height, job.strength);
  }
  if (job.kind === "levels") return levelSweep(image, job.level, job.width);
  if (job.kind === "histogram") return lumaHistogram(image);
  if (job.kind === "gradient") return luminanceGradient(image, job.strength);
  const result = detectClones(image, { ...CLONE_DEFAULTS, minBlocks: job.minBlocks });
  const factor = Math.max(image.width, image.height) / CLONE_MAX_SIDE;
  const width = factor > 1 ? result.searched.width : image.width;
  const height = factor > 1 ? result.searched.height : image.height;
  return { ...result, picture: shrunk(image, width, height) };
}

function transferables(value: unknown): Transferable[] {
  const view = (value as { data?: unknown; picture?: { data: Uint8ClampedArray } }).picture ?? value;
  const data = (view as { data?: unknown }).data;
  return data instanceof Uint8ClampedArray && data.buffer !== picture?.data.buffer ? [data.buffer] : [];
}

scope.addEventListener("message", async ({ data: { id, ...job } }) => {
  try {
    const value = await run(job as WorkerJob);
    scope.postMessage({ id, ok: true, value }, transferables(value));
  } catch (error) {
    scope.postMessage({
      id,
      ok: false,
      error: error instanceof Refused || error instanceof EncoderUnavailable ? error.message : "failed",
    });
  }
});
