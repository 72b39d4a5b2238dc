import type { Comparison } from "../logic/compare.ts";
import type { CompareOptions } from "../logic/options.ts";
import type { CompareRequest, CompareResponse } from "./protocol.ts";

/** A comparison under way: its result (rejected if it is stopped), and a way to stop it. */
export type Job = { result: Promise<Comparison>; cancel(): void };

type Running = {
  id: number;
  onProgress(done: number): void;
  resolve(value: Comparison): void;
  reject(error: Error): void;
};

let worker: Worker | undefined;
let running: Running | undefined;
let nextId = 1;

function compareWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL("./compare.worker.ts", import.meta.url), { type: "module" });
  created.addEventListener("message", (event: MessageEvent<CompareResponse>) => {
    const response = event.data;
    if (!running || response.id !== running.id) return;
    if (response.kind === "progress") {
      running.onProgress(response.done);
      return;
    }
    const job = running;
    running = undefined;
    if (response.kind === "done") job.resolve(response.comparison);
    else job.reject(new Error(response.error));
  });
  // A worker that failed to load or crashed is dropped; the next comparison starts a new one.
  created.addEventListener("error", (event) => {
    event.preventDefault();
    stopWorker();
  });
  worker = created;
  return created;
}

function stopWorker(): void {
  worker?.terminate();
  worker = undefined;
  const job = running;
  running = undefined;
  job?.reject(new Error("The comparison stopped"));
}

/** Starts the worker and has it load the language's segmenters, while the texts are still being typed. */
export function warmUpComparison(locale: string): void {
  if (typeof Worker === "undefined") return;
  const request: CompareRequest = { kind: "warm-up", locale };
  compareWorker().postMessage(request);
}

/**
 * Compares two texts in the worker (the diff library loads there only, never with the site), or right
 * here where there are no workers (tests, very old browsers). A new comparison stops the one before:
 * a worker busy comparing cannot read a message, so it is ended and another started.
 */
export function startComparison(
  first: string,
  second: string,
  options: CompareOptions,
  locale: string,
  onProgress: (done: number) => void,
): Job {
  if (running) stopWorker();
  if (typeof Worker === "undefined") {
    let cancelled = false;
    const result = import("../logic/compare.ts").then(({ compareTexts }) => {
      if (cancelled) throw new Error("The comparison stopped");
      return compareTexts(first, second, options, { locale, onProgress });
    });
    return { result, cancel: () => (cancelled = true) };
  }
  const id = nextId++;
  const result = new Promise<Comparison>((resolve, reject) => {
    running = { id, onProgress, resolve, reject };
  });
  const request: CompareRequest = { kind: "compare", id, first, second, options, locale };
  compareWorker().postMessage(request);
  return {
    result,
    cancel: () => {
      if (running?.id === id) stopWorker();
    },
  };
}
