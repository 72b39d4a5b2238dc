import type { JobContext } from "#app/lib/workers/job-protocol.ts";
import type { Inspection } from "../logic/inspection.ts";

/** The steps of an inspection, sent as soon as each is known: the summary shows before the hash is done. */
export type InspectStep = { kind: "inspection"; inspection: Inspection } | { kind: "hash"; sha256: string };

/** The inspection worker's one job; the page hands it the file itself (a cheap reference, no copy). */
export type InspectJobs = {
  /** Resolves with whether the embedded thumbnail differs from the picture; null without one to compare. */
  inspect(file: Blob, context: JobContext<InspectStep>): Promise<boolean | null>;
};
