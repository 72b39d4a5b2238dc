/**
 * Tesseract's confidence in a line (0–100, the mean of its words') said in words. Under 70 a line
 * often holds a wrong character (the threshold tesseract.js's own examples use to flag words); from
 * 90 it is usually exact: the bench's clean rendered lines score 91 to 96.
 */
export type Certainty = "high" | "medium" | "uncertain";

export const UNCERTAIN_BELOW = 70;
const HIGH_FROM = 90;

export function certaintyOf(confidence: number): Certainty {
  if (!Number.isFinite(confidence) || confidence < UNCERTAIN_BELOW) return "uncertain";
  return confidence >= HIGH_FROM ? "high" : "medium";
}
