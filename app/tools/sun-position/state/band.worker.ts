// The sun page's Web Worker: the shadow band and what it covers, with the country outlines and the
// list of towns, so the page neither freezes nor loads them before a shadow is asked about.
import { serveJobs } from "#app/lib/workers/serve-jobs.ts";
import { bandJobs } from "./band-jobs.ts";

serveJobs(bandJobs);
