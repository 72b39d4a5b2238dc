import { type Analysis, analyze } from "../logic/analyze.ts";
import { type Detected, detectLanguage } from "../logic/detect-language.ts";
import type { ReadingLanguage } from "../logic/languages.ts";

/** A text to measure, in a chosen language or in the one detected (`fallback` when nothing tells). */
export interface MeasureJob {
  text: string;
  language: ReadingLanguage | "auto";
  fallback: ReadingLanguage;
}

export interface Measured {
  /** The detection's answer; null when the language was chosen. */
  detected: Detected | null;
  analysis: Analysis;
}

export type WorkerRequest = MeasureJob & { id: number };

export type WorkerResponse =
  | { id: number; ok: true; value: Measured }
  | { id: number; ok: false; error: string };

export function measure(job: MeasureJob): Measured {
  const detected = job.language === "auto" ? detectLanguage(job.text, job.fallback) : null;
  return { detected, analysis: analyze(job.text, detected?.language ?? (job.language as ReadingLanguage)) };
}

/** The worker's answer to a request; a thrown error becomes a message rather than killing the worker. */
export function answer(request: WorkerRequest): WorkerResponse {
  try {
    return { id: request.id, ok: true, value: measure(request) };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
