import { create } from "qrcode";
import { parseHexColour } from "./contrast.ts";
import type { ErrorCorrectionLevel, QrStyle } from "./options.ts";

/** The symbol: `size` × `size` modules, `dark(row, column)` telling which are dark. */
export interface QrMatrix {
  size: number;
  dark: (row: number, column: number) => boolean;
}

export type QrEncoding = { ok: true; matrix: QrMatrix } | { ok: false; problem: "empty" | "too_long" };

/**
 * Encodes text (UTF-8, in the smallest mix of numeric, alphanumeric and byte segments the encoder
 * finds) at an error-correction level. Too much data for the largest symbol at that level is an answer,
 * not an exception: the page says so beside the field.
 */
export function encodeQr(text: string, level: ErrorCorrectionLevel): QrEncoding {
  if (text === "") return { ok: false, problem: "empty" };
  try {
    const { modules } = create(text, { errorCorrectionLevel: level });
    return {
      ok: true,
      matrix: { size: modules.size, dark: (row, column) => modules.get(row, column) !== 0 },
    };
  } catch {
    // The encoder's only failure on a non-empty string is "the amount of data is too big".
    return { ok: false, problem: "too_long" };
  }
}

/**
 * The dark modules as one SVG path in module units (one `h1` run per row of dark modules), offset by
 * the margin: small enough to inline, crisp at any size.
 */
export function darkModulesPath(matrix: QrMatrix, margin: number): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.dark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.dark(row, column)) column++;
      parts.push(`M${start + margin} ${row + margin}h${column - start}v1h${start - column}z`);
    }
  }
  return parts.join("");
}

/** The side of the whole image in modules: the symbol and its margin on both sides. */
export const sideInModules = (matrix: QrMatrix, margin: number) => matrix.size + 2 * margin;

/** A standalone SVG file of the symbol, `pixels` wide and high. */
export function qrSvg(matrix: QrMatrix, style: QrStyle, pixels: number, title: string): string {
  const side = sideInModules(matrix, style.margin);
  const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">`,
    `<title>${escaped}</title>`,
    `<rect width="${side}" height="${side}" fill="${style.background}"/>`,
    `<path fill="${style.foreground}" d="${darkModulesPath(matrix, style.margin)}"/>`,
    "</svg>",
  ].join("");
}

/** An RGBA bitmap as ImageData takes it (and the reader, which accepts the same shape). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

/**
 * The symbol drawn on `pixels` × `pixels` pixels, each pixel taking the colour of the module it falls
 * in: the exact size asked for, with modules at most one pixel apart in width, and no smoothing.
 */
export function qrPixels(matrix: QrMatrix, style: QrStyle, pixels: number): Pixels {
  const side = sideInModules(matrix, style.margin);
  const dark = rgb(style.foreground);
  const light = rgb(style.background);
  const data = new Uint8ClampedArray(pixels * pixels * 4);
  const moduleAt = Array.from(
    { length: pixels },
    (_, pixel) => Math.floor((pixel * side) / pixels) - style.margin,
  );
  for (let y = 0; y < pixels; y++) {
    const row = moduleAt[y] as number;
    for (let x = 0; x < pixels; x++) {
      const column = moduleAt[x] as number;
      const inside = row >= 0 && column >= 0 && row < matrix.size && column < matrix.size;
      const colour = inside && matrix.dark(row, column) ? dark : light;
      data.set(colour, (y * pixels + x) * 4);
    }
  }
  return { width: pixels, height: pixels, data };
}

/** [r, g, b, 255] of a #rrggbb colour (black when it is not one). */
function rgb(hex: string): [number, number, number, number] {
  return [...(parseHexColour(hex) ?? [0, 0, 0]), 255];
}
