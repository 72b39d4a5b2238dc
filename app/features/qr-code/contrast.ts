/** [r, g, b] (0–255) of a #rrggbb colour, or null when it is not one. */
export function parseHexColour(value: string): [number, number, number] | null {
  if (!/^#[0-9a-f]{6}$/i.test(value)) return null;
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 (none) to 21 (black on white). */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Below this ratio phone cameras often fail to tell dark modules from light ones, in dim light or on
 * print; 4.5 is WCAG's bar for body text, which QR readers meet comfortably when it is met.
 */
export const MIN_READABLE_CONTRAST = 4.5;

export type ContrastVerdict =
  | { readable: true; ratio: number }
  | { readable: false; ratio: number; problem: "low_contrast" | "inverted" };

/**
 * Whether a QR code in these colours will read. Light modules on a dark background ("inverted") is
 * allowed by the standard, but many readers, older phone cameras among them, look only for dark on light.
 */
export function judgeColours(foreground: string, background: string): ContrastVerdict {
  const dark = parseHexColour(foreground) ?? [0, 0, 0];
  const light = parseHexColour(background) ?? [255, 255, 255];
  const ratio = contrastRatio(dark, light);
  if (ratio < MIN_READABLE_CONTRAST) return { readable: false, ratio, problem: "low_contrast" };
  if (relativeLuminance(dark) > relativeLuminance(light))
    return { readable: false, ratio, problem: "inverted" };
  return { readable: true, ratio };
}
