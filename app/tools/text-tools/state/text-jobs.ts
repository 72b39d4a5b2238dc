// The text jobs, run in the worker for large texts and on the page's thread for small ones.
import { countText } from "../logic/counter.ts";
import { runTransform } from "../logic/registry.ts";
import type { TextJobs } from "./text-protocol.ts";

export const textJobs: TextJobs = {
  transform: ({ toolId, text, options, locale }) => runTransform(toolId, text, options, locale),
  count: ({ text }) => countText(text),
};
