// The page's side of the forensics worker: one worker, started when the section opens, answering jobs
// one after another (lib/worker-jobs.ts). The picture is sent once ("open"); each view then asks only
// for its settings. Error-level jobs carry MozJPEG's compiled WebAssembly (see mozjpeg-modules.ts).
import { createWorkerJobs } from "../../../../lib/worker-jobs.ts";
import type { MozjpegModules } from "../../logic/forensics/mozjpeg.ts";
import type { ForensicJob, ForensicValue, WorkerJob } from "./protocol.ts";

const jobs = createWorkerJobs<WorkerJob>(
  () => new Worker(new URL("./forensics.worker.ts", import.meta.url), { type: "module" }),
  "failed",
);

let modules: Promise<MozjpegModules> | undefined;

function mozjpeg(): Promise<MozjpegModules> {
  modules ??= import("./mozjpeg-modules.ts").then(({ compileMozjpeg }) => compileMozjpeg());
  modules.catch(() => {
    modules = undefined;
  });
  return modules;
}

export async function runForensicJob<J extends ForensicJob>(job: J): Promise<ForensicValue<J>> {
  if (job.kind === "ela") return jobs.run<ForensicValue<J>>({ ...job, modules: await mozjpeg() });
  return jobs.run<ForensicValue<J>>(job);
}
