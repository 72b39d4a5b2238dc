// The text tools' Web Worker: transforms and statistics of large texts run here, so the page never freezes.
import { serveJobs } from "#app/lib/workers/serve-jobs.ts";
import { textJobs } from "./text-jobs.ts";

serveJobs(textJobs);
