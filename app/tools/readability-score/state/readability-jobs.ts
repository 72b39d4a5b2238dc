// The readability job, with the syllable counters and the hyphenation patterns: run in the worker, or
// loaded on demand where there are no workers.
import { analyze } from "../logic/analyze.ts";
import { detectLanguage } from "../logic/detect-language.ts";
import type { ReadingLanguage } from "../logic/languages.ts";
import type { ReadabilityJobs } from "./readability-protocol.ts";

export const readabilityJobs: ReadabilityJobs = {
  measure: ({ text, language, fallback }) => {
    const detected = language === "auto" ? detectLanguage(text, fallback) : null;
    return { detected, analysis: analyze(text, detected?.language ?? (language as ReadingLanguage)) };
  },
};
