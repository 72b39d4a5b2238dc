// The document worker: every file is read here, never on the page's thread.
import { serveJobs } from "#app/lib/workers/serve-jobs.ts";
import { documentJobs } from "./document-jobs.ts";

serveJobs(documentJobs);
