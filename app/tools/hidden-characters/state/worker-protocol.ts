import { type Analysis, analyze } from "../logic/analyze.ts";
import type { CharacterClass } from "../logic/char-classes.ts";
import { cleanText } from "../logic/clean.ts";
import type { NormalForm } from "../logic/normalization.ts";

/** A job for the worker. Plain data, as postMessage wants. */
export type HiddenJob =
  | { kind: "analyze"; text: string }
  | { kind: "clean"; text: string; classes: CharacterClass[] }
  | { kind: "normalize"; text: string; form: NormalForm };

export type JobValue<J extends HiddenJob> = J extends { kind: "analyze" } ? Analysis : string;

export type WorkerRequest = HiddenJob & { id: number };

export type WorkerResponse =
  | { id: number; ok: true; value: Analysis | string }
  | { id: number; ok: false; error: string };

export function runJob<J extends HiddenJob>(job: J): JobValue<J> {
  const value =
    job.kind === "analyze"
      ? analyze(job.text)
      : job.kind === "clean"
        ? cleanText(job.text, new Set(job.classes))
        : job.text.normalize(job.form);
  return value as JobValue<J>;
}

/** The worker's answer to a request; a thrown error becomes a message rather than killing the worker. */
export function answer(request: WorkerRequest): WorkerResponse {
  try {
    return { id: request.id, ok: true, value: runJob(request) };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
