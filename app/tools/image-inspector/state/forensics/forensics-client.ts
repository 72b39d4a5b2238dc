// The page's side of the forensics worker: one worker, started (with libjpeg-turbo) while the report is
// read, answering jobs one after another (lib/workers/worker-jobs.ts). The picture is sent once ("open",
// also while the report is read); each view then asks only for its settings. Error-level jobs carry
// libjpeg-turbo's compiled WebAssembly (see libjpeg-turbo-module.ts) in case the worker had to be
// started again.
import { createWorkerJobs } from "#app/lib/workers/worker-jobs.ts";
import type { ForensicJob, ForensicJobs, ForensicValue, Opened } from "./forensics-protocol.ts";

const jobs = createWorkerJobs<ForensicJobs>(
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

let prepared: Promise<void> | undefined;

/**
 * Starts the worker and libjpeg-turbo in it ahead of the views, so opening them waits for neither; once
 * a page, again after a failure (the views then say it).
 */
export function prepareForensics(): Promise<void> {
  prepared ??= libjpegTurbo().then((codec) => jobs.run("prepare", { codec }));
  prepared.catch(() => {
    prepared = undefined;
  });
  return prepared;
}

export async function runForensicJob<J extends ForensicJob>(job: J): Promise<ForensicValue<J>> {
  const { kind, ...settings } = job;
  const input = kind === "ela" ? { ...settings, codec: await libjpegTurbo() } : settings;
  // The settings are the job of that kind by construction; TypeScript cannot follow `kind` through the rest.
  return jobs.run(kind, input as never) as Promise<ForensicValue<J>>;
}

let opening: { file: Blob; picture: Promise<Opened> } | undefined;

/**
 * The picture decoded in the worker, once a file: ahead, while its report is read, or when the views
 * open. A failure is not kept: the next call tries again.
 */
export function openPicture(file: Blob): Promise<Opened> {
  if (opening?.file === file) return opening.picture;
  releasePicture();
  const picture = runForensicJob({ kind: "open", file });
  const current = { file, picture };
  opening = current;
  picture.catch(() => {
    if (opening === current) opening = undefined;
  });
  return picture;
}

/** Lets the page's copy of the decoded picture go (the magnifier's bitmap), once nothing shows it. */
export function releasePicture(): void {
  const released = opening;
  opening = undefined;
  released?.picture.then(({ bitmap }) => bitmap.close()).catch(() => undefined);
}
