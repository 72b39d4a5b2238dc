// Reads a file away from the page's thread: a 100 MB file is loaded, parsed and hashed here while the
// page stays responsive. Answers in three steps so the summary shows before the hash is done.
import { serveJobs } from "#app/lib/workers/serve-jobs.ts";
import { inspect, sha256 } from "../logic/inspection.ts";
import { contentBox, GRID, thumbnailDiffers } from "../logic/thumbnail.ts";
import type { InspectJobs } from "./inspect-protocol.ts";

function grey(data: Uint8ClampedArray, pixels: number): Uint8Array {
  const out = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    out[i] = Math.round(
      0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0),
    );
  }
  return out;
}

/** A bitmap (or the part of it in `box`) drawn to a GRID×GRID grey grid. */
function gridOf(
  bitmap: ImageBitmap,
  box = { x: 0, y: 0, width: bitmap.width, height: bitmap.height },
): Uint8Array {
  const canvas = new OffscreenCanvas(GRID, GRID);
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, box.x, box.y, box.width, box.height, 0, 0, GRID, GRID);
  return grey(context.getImageData(0, 0, GRID, GRID).data, GRID * GRID);
}

/** The image as a grey grid; decoded at grid size, so a 100 MB photo costs no more than a small one. */
async function imageGrid(blob: Blob): Promise<Uint8Array | undefined> {
  try {
    const bitmap = await createImageBitmap(blob, {
      resizeWidth: GRID,
      resizeHeight: GRID,
      resizeQuality: "medium",
    });
    const grid = gridOf(bitmap);
    bitmap.close();
    return grid;
  } catch {
    return undefined;
  }
}

/** The thumbnail as a grey grid, without the black bands a camera may have framed it with. */
async function thumbnailGrid(blob: Blob): Promise<Uint8Array | undefined> {
  try {
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const whole = grey(
      context.getImageData(0, 0, bitmap.width, bitmap.height).data,
      bitmap.width * bitmap.height,
    );
    const grid = gridOf(bitmap, contentBox(whole, bitmap.width, bitmap.height));
    bitmap.close();
    return grid;
  } catch {
    return undefined;
  }
}

serveJobs<InspectJobs>({
  inspect: async (file, context) => {
    const bytes = await file.arrayBuffer();
    const inspection = inspect(bytes);
    context.progress({ kind: "inspection", inspection });
    context.progress({ kind: "hash", sha256: await sha256(bytes) });
    if (!inspection.thumbnail) return null;
    const [image, thumbnail] = await Promise.all([
      imageGrid(file),
      thumbnailGrid(new Blob([inspection.thumbnail as Uint8Array<ArrayBuffer>], { type: "image/jpeg" })),
    ]);
    return image && thumbnail ? thumbnailDiffers(image, thumbnail) : null;
  },
});
