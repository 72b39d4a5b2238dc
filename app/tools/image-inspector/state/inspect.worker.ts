// Reads a file away from the page's thread: a 100 MB file is loaded, parsed and hashed here while the
// page stays responsive. Answers in three steps so the summary shows before the hash is done.
import { inspect, sha256 } from "../logic/inspection.ts";
import { GRID, thumbnailDiffers } from "../logic/thumbnail.ts";
import type { InspectRequest, InspectResponse } from "./worker-protocol.ts";

const scope = self as unknown as {
  postMessage(message: InspectResponse): void;
  addEventListener(type: "message", listener: (event: MessageEvent<InspectRequest>) => void): void;
};

/** The picture drawn to a GRID×GRID grey grid; undefined when this browser cannot decode it. */
async function greyGrid(blob: Blob): Promise<Uint8Array | undefined> {
  try {
    const bitmap = await createImageBitmap(blob, {
      resizeWidth: GRID,
      resizeHeight: GRID,
      resizeQuality: "medium",
    });
    const canvas = new OffscreenCanvas(GRID, GRID);
    const context = canvas.getContext("2d");
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const { data } = context.getImageData(0, 0, GRID, GRID);
    const grid = new Uint8Array(GRID * GRID);
    for (let i = 0; i < grid.length; i++) {
      grid[i] = Math.round(
        0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0),
      );
    }
    return grid;
  } catch {
    return undefined;
  }
}

scope.addEventListener("message", async ({ data: { id, file } }) => {
  try {
    const bytes = await file.arrayBuffer();
    const inspection = inspect(bytes);
    scope.postMessage({ id, kind: "inspection", inspection });
    scope.postMessage({ id, kind: "hash", sha256: await sha256(bytes) });
    if (inspection.thumbnail) {
      const [image, thumbnail] = await Promise.all([
        greyGrid(file),
        greyGrid(new Blob([inspection.thumbnail as Uint8Array<ArrayBuffer>], { type: "image/jpeg" })),
      ]);
      if (image && thumbnail)
        scope.postMessage({ id, kind: "thumbnail", differs: thumbnailDiffers(image, thumbnail) });
    }
  } catch (error) {
    scope.postMessage({ id, kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
});
