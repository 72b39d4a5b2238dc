import type { Comparison } from "../logic/compare.ts";
import type { CompareOptions } from "../logic/options.ts";

/** To the worker: get ready for a language, or compare two texts. Plain data, as postMessage wants. */
export type CompareRequest =
  | { kind: "warm-up"; locale: string }
  | { kind: "compare"; id: number; first: string; second: string; options: CompareOptions; locale: string };

/** From the worker: how far a comparison is (0 to 1), its result, or why it failed. */
export type CompareResponse =
  | { id: number; kind: "progress"; done: number }
  | { id: number; kind: "done"; comparison: Comparison }
  | { id: number; kind: "failed"; error: string };
