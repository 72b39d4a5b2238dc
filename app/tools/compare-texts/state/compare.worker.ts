// Compare texts' Web Worker: comparing two large texts takes up to a couple of seconds, never on the page's thread.
import { serveJobs } from "#app/lib/workers/serve-jobs.ts";
import { compareJobs } from "./compare-jobs.ts";

serveJobs(compareJobs);
