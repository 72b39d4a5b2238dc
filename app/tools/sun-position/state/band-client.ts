import { createWorkerJobs, runInPage } from "#app/lib/workers/worker-jobs.ts";
import type { BandAnswer } from "../logic/band-answer.ts";
import type { BandQuery } from "../logic/shadow-band.ts";
import type { BandJobs } from "./band-protocol.ts";

const jobs = createWorkerJobs<BandJobs>(
  () => new Worker(new URL("./band.worker.ts", import.meta.url), { type: "module" }),
  "The shadow band's worker failed",
);

/** The band for `query`, computed in the worker (or, without workers, on the page, loaded on demand). */
export function computeBand(query: BandQuery): Promise<BandAnswer | null> {
  if (typeof Worker === "undefined")
    return import("./band-jobs.ts").then(({ bandJobs }) => runInPage(bandJobs, "band", query));
  return jobs.run("band", query);
}
