// The page's side of the forensics worker: one worker, started when the section opens, answering jobs
// one after another (lib/worker-jobs.ts). The picture is sent once ("open"); each view then asks only
// for its settings.
import { createWorkerJobs } from "../../../../lib/worker-jobs.ts";
import type { ForensicJob, ForensicValue } from "./protocol.ts";

const jobs = createWorkerJobs<ForensicJob>(
  () => new Worker(new URL("./forensics.worker.ts", import.meta.url), { type: "module" }),
  "failed",
);

export function runForensicJob<J extends ForensicJob>(job: J): Promise<ForensicValue<J>> {
  return jobs.run<ForensicValue<J>>(job);
}
