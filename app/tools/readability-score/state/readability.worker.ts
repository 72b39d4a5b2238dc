// The readability tool's Web Worker: a text is measured here, with the syllable counters and the French
// hyphenation patterns, so the page neither freezes on a long text nor loads them before a text is given.
import "./cjs-require.ts";
import { serveJobs } from "#app/lib/workers/serve-jobs.ts";
import { readabilityJobs } from "./readability-jobs.ts";

serveJobs(readabilityJobs);
