// The page's side of the forensics worker: one worker, started when the section opens, answering jobs
// one after another (lib/worker-jobs.ts). The picture is sent once ("open"); each view then asks only
// for its settings. Error-level jobs carry libjpeg-turbo's compiled WebAssembly (see
// libjpeg-turbo-module.ts).
import { createWorkerJobs } from "../../../../lib/worker-jobs.ts";
import type { ForensicJob, ForensicValue, WorkerJob } from "./protocol.ts";

const jobs = createWorkerJobs<WorkerJob>(
  () => new Worker(new URL("./forensics.worker.ts", import.meta.url), { type: "module" }),
  "failed",
);

let codec: Promise<WebAssembly.Module> | undefined;

function libjpegTurbo(): Promise<WebAssembly.Module> {
  codec ??= import("./libjpeg-turbo-module.ts").then(({ compileLibjpegTurbo }) => compileLibjpegTurbo());
  codec.catch(() => {
    codec = undefined;
  });
  return codec;
}

export async function runForensicJob<J extends ForensicJob>(job: J): Promise<ForensicValue<J>> {
  if (job.kind === "ela") return jobs.run<ForensicValue<J>>({ ...job, codec: await libjpegTurbo() });
  return jobs.run<ForensicValue<J>>(job);
}
