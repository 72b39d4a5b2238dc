import type { InputOf, ValueOf } from "#app/lib/workers/job-protocol.ts";
import { createWorkerJobs, runInPage } from "#app/lib/workers/worker-jobs.ts";
import { textJobs } from "./text-jobs.ts";
import type { TextJobs } from "./text-protocol.ts";

/**
 * Texts longer than this (in UTF-16 code units, about 200 KB) are processed in a Web Worker: below it
 * every transform takes a few milliseconds on the main thread, above it some take long enough to be
 * felt, and on 10 MB they would freeze the page.
 */
export const OFF_THREAD_THRESHOLD = 200_000;

const jobs = createWorkerJobs<TextJobs>(
  () => new Worker(new URL("./text.worker.ts", import.meta.url), { type: "module" }),
  "The text worker failed",
);

/**
 * Runs a job off the main thread when its text is large and the browser has workers, else right here
 * (small texts, tests, old browsers). Jobs run one after another, in the order they were given.
 */
export function runTextJob<Name extends keyof TextJobs>(
  name: Name,
  input: InputOf<TextJobs[Name]>,
): Promise<ValueOf<TextJobs[Name]>> {
  if (!runsOffThread(input.text)) return runInPage(textJobs, name, input);
  return jobs.run(name, input);
}

/** Whether a text is processed off the main thread, so the page shows a busy state meanwhile. */
export function runsOffThread(text: string): boolean {
  return text.length > OFF_THREAD_THRESHOLD && typeof Worker !== "undefined";
}
