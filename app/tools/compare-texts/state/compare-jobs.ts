// The comparison jobs, with the diff library: run in the worker, or loaded on demand where there are none.
import { compareTexts } from "../logic/compare.ts";
import { warmUp } from "../logic/pieces.ts";
import type { CompareJobs } from "./compare-protocol.ts";

// Progress is worth a message ten times a second, not once per changed line.
const PROGRESS_EVERY_MS = 100;

export const compareJobs: CompareJobs = {
  warmUp: (locale) => warmUp(locale),
  compare: ({ first, second, options, locale }, context) => {
    let lastProgress = Date.now();
    return compareTexts(first, second, options, {
      locale,
      onProgress: (done) => {
        if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = Date.now();
        context.progress(done);
      },
    });
  },
};
