// Colours as pdf.js hands them in an operator list: "#rrggbb" strings (pdf.js converts gray, CMYK and
// other colour spaces to RGB before the list leaves its worker).

/** An "#rrggbb" colour, or null when it is not known (a pattern, a shading, a colour pdf.js left out). */
export type Colour = string | null;

export const WHITE = "#ffffff";

/** Two colours closer than this on every channel (0 to 255) look the same to a reader. */
const SAME_COLOUR_DISTANCE = 24;
/** Below this brightness (0 to 1) a fill reads as dark: black, navy, charcoal. */
const DARK_BRIGHTNESS = 0.35;

/** `value` as a lowercase "#rrggbb" colour, or null when it is not one. */
export function asColour(value: unknown): Colour {
  if (typeof value !== "string" || value.length !== 7 || value[0] !== "#") return null;
  const lower = value.toLowerCase();
  for (let i = 1; i < 7; i++) {
    const code = lower.charCodeAt(i);
    const hex = (code >= 48 && code <= 57) || (code >= 97 && code <= 102);
    if (!hex) return null;
  }
  return lower;
}

function channels(colour: string): [number, number, number] {
  return [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16)) as [number, number, number];
}

/** Whether a reader would take the two colours for one. */
export function sameColour(a: string, b: string): boolean {
  const [r1, g1, b1] = channels(a);
  const [r2, g2, b2] = channels(b);
  return Math.max(Math.abs(r1 - r2), Math.abs(g1 - g2), Math.abs(b1 - b2)) <= SAME_COLOUR_DISTANCE;
}

/** Whether the colour reads as dark (what a redaction box is painted with). */
export function isDark(colour: string): boolean {
  const [r, g, b] = channels(colour);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 < DARK_BRIGHTNESS;
}
