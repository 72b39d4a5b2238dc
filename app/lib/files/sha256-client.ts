// A file's SHA-256 computed in the hashing worker (sha256.worker.ts), one file after another.

import { createWorkerJobs } from "../workers/worker-jobs.ts";
import { type Sha256Hex, sha256OfBlob } from "./sha256.ts";
import type { Sha256Jobs } from "./sha256-protocol.ts";

const jobs = createWorkerJobs<Sha256Jobs>(
  () => new Worker(new URL("./sha256.worker.ts", import.meta.url), { type: "module" }),
  "The hashing worker failed",
);

/** The SHA-256 of `blob`, off the page's thread; in the page when there are no workers or it fails to load. */
export function sha256InWorker(blob: Blob): Promise<Sha256Hex> {
  if (typeof Worker === "undefined") return sha256OfBlob(blob);
  return jobs.run("hash", blob).catch(() => sha256OfBlob(blob));
}
