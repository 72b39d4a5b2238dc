// A file's SHA-256 computed in the hashing worker (sha256.worker.ts), one file after another, alone or
// with its copy in the origin-private file system.

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

/**
 * The SHA-256 of `blob`, with its copy written meanwhile to `folder/name` in the origin-private file
 * system: one read, in the hashing worker. Rejects where that cannot be done (no workers, no such file
 * system, storage full); the caller then stores the file its own way.
 */
export function sha256IntoPrivateFile(blob: Blob, folder: string, name: string): Promise<Sha256Hex> {
  if (typeof Worker === "undefined") return Promise.reject(new Error("No workers here"));
  return jobs.run("hashInto", { blob, folder, name });
}
