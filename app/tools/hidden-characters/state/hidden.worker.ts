// The hidden-characters tool's Web Worker: every analysis and change runs here, with the Unicode tables,
// so the page neither freezes on a 10 MB text nor downloads the tables before a text is given.
import { serveJobs } from "#app/lib/workers/serve-jobs.ts";
import { hiddenJobs } from "./hidden-jobs.ts";

serveJobs(hiddenJobs);
