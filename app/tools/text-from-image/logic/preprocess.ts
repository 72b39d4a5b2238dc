/**
 * Pre-processing that helps Tesseract on phone screenshots: a scale that brings small text to the
 * height its models were trained on, grayscale, dark mode turned into dark text on light, and a
 * contrast stretch. Pure functions on pixel arrays, so that they are tested on real images in Node.
 */

/**
 * Tesseract reads best with capital letters about 20–30 pixels high. A full phone screenshot (1,080
 * pixels wide or more) has them at that size already, and enlarging it would quadruple Tesseract's
 * work; a narrower image (a cropped post, a resized screenshot) has them at 10–15: it is doubled.
 */
const SMALL_IMAGE_WIDTH = 1000;
/** Past this, upscaling costs time without helping: Tesseract's work grows with the pixel count. */
const MAX_SCALED_PIXELS = 12_000_000;

/** How much to enlarge an image before reading it: 2 for a narrow one (a cropped post), else 1. */
export function scaleFor(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  if (width >= SMALL_IMAGE_WIDTH) return 1;
  return width * height * 4 <= MAX_SCALED_PIXELS ? 2 : 1;
}

/** Luma (ITU-R BT.601 weights, in integers) of RGBA pixels, one byte a pixel. */
export function toGray(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const gray = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < gray.length; i++, p += 4) {
    gray[i] = ((rgba[p] ?? 0) * 299 + (rgba[p + 1] ?? 0) * 587 + (rgba[p + 2] ?? 0) * 114 + 500) / 1000;
  }
  return gray;
}

/** The 256 bins of a grayscale image's histogram. */
function histogram(gray: Uint8Array): Uint32Array {
  const bins = new Uint32Array(256);
  for (const value of gray) bins[value] = (bins[value] ?? 0) + 1;
  return bins;
}

/**
 * Whether an image is dark mode (light text on a dark background): more than half its pixels are
 * darker than mid-grey. Text covers a small share of a screenshot; the background decides.
 */
export function isDarkMode(gray: Uint8Array): boolean {
  const bins = histogram(gray);
  let dark = 0;
  for (let value = 0; value < 128; value++) dark += bins[value] ?? 0;
  return dark * 2 > gray.length;
}

/** Inverts in place: 0 becomes 255. */
export function invert(gray: Uint8Array): void {
  for (let i = 0; i < gray.length; i++) gray[i] = 255 - (gray[i] ?? 0);
}

/**
 * Stretches in place the range between the 1st and 99th percentiles to 0–255, so grey text on a grey
 * card (a quoted post, a faded screenshot) becomes black on white before Tesseract's own thresholding.
 */
export function stretchContrast(gray: Uint8Array): void {
  const bins = histogram(gray);
  const cut = Math.floor(gray.length / 100);
  let low = 0;
  for (let seen = 0; low < 255 && seen + (bins[low] ?? 0) <= cut; low++) seen += bins[low] ?? 0;
  let high = 255;
  for (let seen = 0; high > 0 && seen + (bins[high] ?? 0) <= cut; high--) seen += bins[high] ?? 0;
  if (high - low < 16) return;
  const span = high - low;
  for (let i = 0; i < gray.length; i++) {
    const value = gray[i] ?? 0;
    gray[i] = value <= low ? 0 : value >= high ? 255 : Math.round(((value - low) * 255) / span);
  }
}

/** Otsu's threshold: the grey level that best separates the histogram's two classes (text, ground). */
export function otsuThreshold(gray: Uint8Array): number {
  const bins = histogram(gray);
  let total = 0;
  for (let value = 0; value < 256; value++) total += value * (bins[value] ?? 0);
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 127;
  for (let value = 0; value < 256; value++) {
    below += bins[value] ?? 0;
    if (below === 0) continue;
    const above = gray.length - below;
    if (above === 0) break;
    belowSum += value * (bins[value] ?? 0);
    const meanBelow = belowSum / below;
    const meanAbove = (total - belowSum) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = value;
    }
  }
  return threshold;
}

/** Sets in place every pixel to black (at or below `threshold`) or white. */
export function binarize(gray: Uint8Array, threshold: number): void {
  for (let i = 0; i < gray.length; i++) gray[i] = (gray[i] ?? 0) <= threshold ? 0 : 255;
}

export interface Prepared {
  gray: Uint8Array;
  width: number;
  height: number;
  /** The image was dark mode and has been inverted. */
  inverted: boolean;
}

/**
 * The whole pre-processing of an RGBA image already drawn at its reading scale: grayscale, dark mode
 * inverted, contrast stretched. The final threshold is Tesseract's own (Otsu, on the stretched image);
 * `binarize` with `otsuThreshold` is the same global threshold, kept for the bench to compare.
 */
export function prepare(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Prepared {
  const gray = toGray(rgba, width, height);
  const inverted = isDarkMode(gray);
  if (inverted) invert(gray);
  stretchContrast(gray);
  return { gray, width, height, inverted };
}

/**
 * A binary PGM (P5) file of a grayscale image: Tesseract's image library reads it without decoding,
 * which saves the PNG encoding a canvas would need (a tenth of a second on a phone screenshot).
 */
export function toPgm(gray: Uint8Array, width: number, height: number): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const file = new Uint8Array(header.length + gray.length);
  file.set(header);
  file.set(gray, header.length);
  return file;
}
