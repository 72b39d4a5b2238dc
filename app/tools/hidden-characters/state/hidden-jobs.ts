// The hidden-characters jobs, with the Unicode tables: run in the worker, or loaded on demand where
// there are no workers.
import { analyze } from "../logic/analyze.ts";
import { cleanText } from "../logic/clean.ts";
import type { HiddenJobs } from "./hidden-protocol.ts";

export const hiddenJobs: HiddenJobs = {
  analyze: (text) => analyze(text),
  clean: ({ text, classes }) => cleanText(text, new Set(classes)),
  normalize: ({ text, form }) => text.normalize(form),
};
