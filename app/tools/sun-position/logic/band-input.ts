import { parseDecimal } from "./shadow-input.ts";

/** The shadow's length ÷ height and its margin in per cent, as typed; null when no ratio was typed. */
export type BandInput =
  | { ok: true; ratio: number; ratioTolerance: number }
  | { ok: false; field: "ratio" | "ratioMargin" }
  | null;

/** The widest margin the band takes: beyond, it covers most of the lit half of the Earth. */
const MAX_MARGIN_PERCENT = 50;

/**
 * The band's question: a ratio of 0 or more (0: no shadow, the sun overhead) and a margin of 0 to 50 %.
 * The chronolocation's own check (shadow-input.ts) wants a ratio above 0; here none is refused.
 */
export function parseBandInput(ratio: string, margin: string): BandInput {
  if (ratio.trim() === "") return null;
  const value = parseDecimal(ratio);
  if (value === null || value < 0) return { ok: false, field: "ratio" };
  const typed = margin.trim();
  const percent = parseDecimal(typed.endsWith("%") ? typed.slice(0, -1) : typed);
  if (percent === null || percent < 0 || percent > MAX_MARGIN_PERCENT)
    return { ok: false, field: "ratioMargin" };
  return { ok: true, ratio: value, ratioTolerance: percent / 100 };
}
