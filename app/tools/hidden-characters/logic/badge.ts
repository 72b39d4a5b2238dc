// The short label a flagged character gets in the marked text: the abbreviation people know it by where
// there is one (ZWSP, RLO, NBSP…), else its code point.
import type { CharacterClass } from "./char-classes.ts";
import { codePointLabel } from "./code-point-label.ts";

const ABBREVIATIONS: Readonly<Record<number, string>> = {
  160: "NBSP",
  173: "SHY",
  847: "CGJ",
  1564: "ALM",
  4447: "HF",
  4448: "HF",
  6158: "MVS",
  8199: "FIGSP",
  8201: "THSP",
  8202: "HSP",
  8203: "ZWSP",
  8204: "ZWNJ",
  8205: "ZWJ",
  8206: "LRM",
  8207: "RLM",
  8232: "LSEP",
  8233: "PSEP",
  8234: "LRE",
  8235: "RLE",
  8236: "PDF",
  8237: "LRO",
  8238: "RLO",
  8239: "NNBSP",
  8287: "MMSP",
  8288: "WJ",
  8294: "LRI",
  8295: "RLI",
  8296: "FSI",
  8297: "PDI",
  12288: "IDSP",
  12644: "HF",
  65279: "BOM",
  65440: "HF",
  917505: "LANG TAG",
  917631: "CANCEL TAG",
};

export function badgeLabel(kind: CharacterClass, codePoint: number): string {
  const known = ABBREVIATIONS[codePoint];
  if (known) return known;
  if (kind === "variation-selector" && codePoint >= 0xfe00 && codePoint <= 0xfe0f)
    return `VS${codePoint - 0xfdff}`;
  if (kind === "variation-selector" && codePoint >= 0xe0100) return `VS${codePoint - 0xe0100 + 17}`;
  // A tag character shows the ASCII character it mirrors.
  if (kind === "tag") return `TAG ${String.fromCharCode(codePoint - 0xe0000)}`;
  return codePointLabel(codePoint);
}
