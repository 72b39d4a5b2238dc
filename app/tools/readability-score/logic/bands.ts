/** Flesch's own table for a reading-ease score (0–100), which Kandel and Moles kept for French. */
export type EaseBand =
  | "veryEasy"
  | "easy"
  | "fairlyEasy"
  | "plain"
  | "fairlyDifficult"
  | "difficult"
  | "veryDifficult";

export function easeBand(score: number): EaseBand {
  if (score >= 90) return "veryEasy";
  if (score >= 80) return "easy";
  if (score >= 70) return "fairlyEasy";
  if (score >= 60) return "plain";
  if (score >= 50) return "fairlyDifficult";
  if (score >= 30) return "difficult";
  return "veryDifficult";
}

/** A school grade read as the years of schooling a reader needs (US grades, which the formulas give). */
export type GradeBand = "primary" | "middle" | "secondary" | "university";

export function gradeBand(grade: number): GradeBand {
  if (grade < 6.5) return "primary";
  if (grade < 9.5) return "middle";
  if (grade < 12.5) return "secondary";
  return "university";
}

/** Björnsson's table for LIX. */
export type LixBand = "veryEasy" | "easy" | "medium" | "difficult" | "veryDifficult";

export function lixBand(score: number): LixBand {
  if (score < 30) return "veryEasy";
  if (score < 40) return "easy";
  if (score < 50) return "medium";
  if (score < 60) return "difficult";
  return "veryDifficult";
}
