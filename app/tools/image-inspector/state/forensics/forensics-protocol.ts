// What the page asks the forensics worker, and what it answers. Plain data, as postMessage wants; the
// pictures travel as transferred buffers, not copies.
import type { JobContext, ValueOf } from "#app/lib/workers/job-protocol.ts";
import type { CloneResult } from "../../logic/forensics/clone.ts";
import type { Pixels } from "../../logic/forensics/pixels.ts";

/** A view's settings, as the page's views ask for them. */
export type ForensicJob =
  | { kind: "open"; file: Blob }
  | { kind: "ela"; quality: number; scale: number }
  | { kind: "noise"; strength: number }
  | { kind: "levels"; level: number; width: number }
  | { kind: "histogram" }
  | { kind: "gradient"; strength: number }
  | { kind: "clones"; minBlocks: number };

/** A view as RGBA bytes (an ImageData's layout). */
export interface ViewImage {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

export interface Opened {
  width: number;
  height: number;
  /** The decoded picture, moved to the page for the magnifier: the photo is decoded once, here. */
  bitmap: ImageBitmap;
}

export interface ClonesAnswer extends CloneResult {
  /** The picture shrunk to the searched size, in colour, to draw the outlines on. */
  picture: ViewImage;
}

type Settings<Kind extends ForensicJob["kind"]> = Omit<Extract<ForensicJob, { kind: Kind }>, "kind">;

/** A job of the worker: the settings of a view in, the view out (its buffers moved, not copied). */
type ViewJob<Input, Value> = (input: Input, context: JobContext) => Promise<Value>;

/**
 * The worker's jobs, one per kind of view: the picture is opened once, then each view asks only for its
 * settings. An error-level job carries libjpeg-turbo, compiled by the page; "prepare" hands it over
 * and starts it before the views are opened.
 */
export type ForensicJobs = {
  prepare: ViewJob<{ codec: WebAssembly.Module }, void>;
  open: ViewJob<Settings<"open">, Opened>;
  ela: ViewJob<Settings<"ela"> & { codec: WebAssembly.Module }, ViewImage>;
  noise: ViewJob<Settings<"noise">, ViewImage>;
  levels: ViewJob<Settings<"levels">, ViewImage>;
  histogram: ViewJob<Settings<"histogram">, number[]>;
  gradient: ViewJob<Settings<"gradient">, ViewImage>;
  clones: ViewJob<Settings<"clones">, ClonesAnswer>;
};

/**
 * The jobs of a band worker, which the forensics worker starts to compute a band of the error levels on
 * another core (logic/forensics/ela-bands.ts): libjpeg-turbo handed over and started, then bands.
 */
export type ElaBandJobs = {
  prepare: ViewJob<{ codec: WebAssembly.Module }, void>;
  levels: ViewJob<{ band: Pixels; quality: number; codec: WebAssembly.Module }, Uint8Array>;
};

export type ForensicValue<J extends ForensicJob> = ValueOf<ForensicJobs[J["kind"]]>;
