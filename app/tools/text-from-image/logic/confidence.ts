/**
 * Tesseract's confidence in a line (0–100, the mean of its words') said in words. Under 70 a line
 * usually holds a wrong character or more; from 90 it is usually exact. The figures come from the
 * bench's rendered texts: lines read without an error scored 91 to 96, those with one 60 to 85.
 */
export type Certainty = "high" | "medium" | "uncertain";

export const UNCERTAIN_BELOW = 70;
const HIGH_FROM = 90;

export function certaintyOf(confidence: number): Certainty {
  if (!Number.isFinite(confidence) || confidence < UNCERTAIN_BELOW) return "uncertain";
  return confidence >= HIGH_FROM ? "high" : "medium";
}
