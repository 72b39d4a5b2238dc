import type { TextStats } from "../logic/counter.ts";
import type { TransformResult } from "../logic/result.ts";

/** A transform of the registry (logic/registry.ts) applied to a text. Plain data, as postMessage wants. */
export interface TransformInput {
  toolId: string;
  text: string;
  options: unknown;
  locale: string;
}

/** The text worker's jobs: a transform, or the counter's statistics. */
export type TextJobs = {
  transform(input: TransformInput): TransformResult;
  count(input: { text: string }): TextStats;
};
