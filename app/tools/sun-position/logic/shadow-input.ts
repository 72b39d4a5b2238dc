/** A number as people type it: "213.5", "213,5" (the French decimal comma), "213.5°". */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(/°$/, "").trim().replace(",", ".");
  return /^-?\d+(\.\d+)?$|^-?\.\d+$/.test(cleaned) ? Number(cleaned) : null;
}

export type ShadowInput =
  | { ok: true; direction: number; ratio?: number; tolerance: number }
  | { ok: false; field: "shadow" | "ratio" | "tolerance" }
  | null;

/**
 * The chronolocation question as typed: a direction (0–360°, required for a question to be asked),
 * an optional length ratio (> 0) and a margin (0.1–45°). Null when no direction was typed.
 */
export function parseShadowInput(direction: string, ratio: string, tolerance: string): ShadowInput {
  if (direction.trim() === "") return null;
  const degrees = parseDecimal(direction);
  if (degrees === null || degrees < 0 || degrees > 360) return { ok: false, field: "shadow" };
  const length = ratio.trim() === "" ? undefined : parseDecimal(ratio);
  if (length === null || (length !== undefined && length <= 0)) return { ok: false, field: "ratio" };
  const margin = parseDecimal(tolerance);
  if (margin === null || margin < 0.1 || margin > 45) return { ok: false, field: "tolerance" };
  return { ok: true, direction: degrees % 360, ratio: length, tolerance: margin };
}

const COMPASS = ["n", "ne", "e", "se", "s", "sw", "w", "nw"] as const;
export type CompassPoint = (typeof COMPASS)[number];

/** The nearest of the eight compass points to a direction in degrees from north. */
export function compassPoint(degrees: number): CompassPoint {
  return COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8] ?? "n";
}
