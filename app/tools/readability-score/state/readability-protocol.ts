import type { Analysis } from "../logic/analyze.ts";
import type { Detected } from "../logic/detect-language.ts";
import type { ReadingLanguage } from "../logic/languages.ts";

/** A text to measure, in a chosen language or in the one detected (`fallback` when nothing tells). */
export interface MeasureInput {
  text: string;
  language: ReadingLanguage | "auto";
  fallback: ReadingLanguage;
}

export interface Measured {
  /** The detection's answer; null when the language was chosen. */
  detected: Detected | null;
  analysis: Analysis;
}

/** The readability worker's one job. */
export type ReadabilityJobs = {
  measure(input: MeasureInput): Measured;
};
