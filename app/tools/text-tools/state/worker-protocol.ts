import { countText, type TextStats } from "../logic/counter.ts";
import { runTransform } from "../logic/registry.ts";
import type { TransformResult } from "../logic/result.ts";

/** A job for the text worker: a transform, or the counter's statistics. Plain data, as postMessage wants. */
export type TextJob =
  | { kind: "transform"; toolId: string; text: string; options: unknown; locale: string }
  | { kind: "count"; text: string };

export type JobValue<J extends TextJob> = J extends { kind: "count" } ? TextStats : TransformResult;

export type WorkerRequest = TextJob & { id: number };

export type WorkerResponse =
  | { id: number; ok: true; value: TransformResult | TextStats }
  | { id: number; ok: false; error: string };

/** Runs a job where it is: in the worker for large texts, on the main thread for small ones. */
export function runJob<J extends TextJob>(job: J): JobValue<J> {
  return (
    job.kind === "count" ? countText(job.text) : runTransform(job.toolId, job.text, job.options, job.locale)
  ) as JobValue<J>;
}

/** The worker's answer to a request; a thrown error becomes a message rather than killing the worker. */
export function answer(request: WorkerRequest): WorkerResponse {
  try {
    return { id: request.id, ok: true, value: runJob(request) };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
