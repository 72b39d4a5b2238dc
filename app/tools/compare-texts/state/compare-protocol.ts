import type { JobContext } from "#app/lib/workers/job-protocol.ts";
import type { Comparison } from "../logic/compare.ts";
import type { CompareOptions } from "../logic/options.ts";

export interface CompareInput {
  first: string;
  second: string;
  options: CompareOptions;
  locale: string;
}

/** The comparison worker's jobs: get ready for a language, or compare two texts (progress from 0 to 1). */
export type CompareJobs = {
  warmUp(locale: string): void;
  compare(input: CompareInput, context: JobContext<number>): Comparison;
};
