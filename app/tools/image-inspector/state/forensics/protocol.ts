// What the page asks the forensics worker, and what it answers. Plain data, as postMessage wants; the
// pictures travel as transferred buffers, not copies.
import type { CloneResult } from "../../logic/forensics/clone.ts";

/** The largest picture the views take: 50 megapixels are 200 MB of pixels in the worker, twice over. */
export const MAX_PIXELS = 50_000_000;

export type ForensicJob =
  | { kind: "open"; file: Blob }
  | { kind: "ela"; quality: number; scale: number }
  | { kind: "noise"; strength: number }
  | { kind: "levels"; level: number; width: number }
  | { kind: "histogram" }
  | { kind: "gradient"; strength: number }
  | { kind: "clones"; minBlocks: number };

/** What the worker receives: an error-level job carries libjpeg-turbo, compiled by the page. */
export type WorkerJob =
  | Exclude<ForensicJob, { kind: "ela" }>
  | (Extract<ForensicJob, { kind: "ela" }> & { codec: WebAssembly.Module });

/** A view as RGBA bytes (an ImageData's layout). */
export interface ViewImage {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

export interface Opened {
  width: number;
  height: number;
}

export interface ClonesAnswer extends CloneResult {
  /** The picture shrunk to the searched size, in colour, to draw the outlines on. */
  picture: ViewImage;
}

export type ForensicValue<J extends ForensicJob> = J extends { kind: "open" }
  ? Opened
  : J extends { kind: "clones" }
    ? ClonesAnswer
    : J extends { kind: "histogram" }
      ? number[]
      : ViewImage;

/** Error codes the page turns into words (the locale's `forensics.errors`). */
export type ForensicError = "undecodable" | "too_large" | "encoder_unavailable" | "failed";
