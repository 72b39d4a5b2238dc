// Why no copy without metadata could be made, in the words the visitor can act on: there is no picture
// at all, the browser cannot draw this format, or the file is too damaged to follow or draw.

export type CleanFailure = "not_image" | "undrawable" | "damaged";

/** Formats cleaned byte by byte (logic/strip.ts): failing both that and drawing means a damaged file. */
const STRIPPED = new Set(["JPEG", "PNG"]);

/** The cause, from what the reading found: its format (undefined when none was recognised). */
export function cleanFailure(format: string | undefined, unreadable: boolean): CleanFailure {
  if (format === undefined || unreadable) return "not_image";
  return STRIPPED.has(format) ? "damaged" : "undrawable";
}
