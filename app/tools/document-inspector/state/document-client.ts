// The page's side of the document worker.
import { createWorkerJobs } from "#app/lib/workers/worker-jobs.ts";
import type { DocumentJobs, OpenProgress, ScanProgress } from "./document-protocol.ts";

const jobs = createWorkerJobs<DocumentJobs>(
  () => new Worker(new URL("./document.worker.ts", import.meta.url), { type: "module" }),
  "The document worker failed",
);

export const openDocument = (
  file: File,
  onProgress: (progress: OpenProgress) => void,
  signal?: AbortSignal,
) => jobs.run("open", file, { onProgress, signal });

export const attachmentBytes = (id: string) => jobs.run("attachment", id);

export const revisionFile = (index: number) => jobs.run("revision", index);

export const scanHiddenText = (onProgress: (progress: ScanProgress) => void) =>
  jobs.run("scanHidden", undefined, { onProgress });

export const officePart = (path: string) => jobs.run("officePart", path);
