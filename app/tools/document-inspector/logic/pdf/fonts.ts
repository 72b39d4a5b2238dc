// The fonts a PDF defines, from their dictionaries: the name, whether it is a subset (the "ABCDEF+"
// prefix a writer puts on a font that holds only the characters used), whether its program is in the
// file, and which save added it. A font a later save added is where that save set text; a font that is
// not in the file is drawn by each reader with a stand-in of its own.
import { isDict, isName, nameOf, type PdfDict, type PdfValue } from "./syntax.ts";

/** How a font's glyphs reach the reader. */
export type FontEmbedding =
  /** Its program is in the file (or, for a Type 3 font, its glyphs are drawings in the file). */
  | "embedded"
  /** One of the 14 standard fonts every reader has, not in the file. */
  | "standard"
  /** Not in the file: each reader picks a stand-in. */
  | "missing";

/** The format of an embedded program, by the descriptor's key (and a FontFile3's /Subtype). */
export type FontProgram = "Type1" | "TrueType" | "Type1C" | "CIDFontType0C" | "OpenType" | "Type3";

export interface PdfFont {
  /** /BaseFont without a subset prefix; empty for a Type 3 font without one. */
  name: string;
  /** The six capital letters of a subset's prefix ("ABCDEF" of "ABCDEF+Arial"). */
  subset?: string;
  /** /Subtype: Type1, TrueType, Type0 (composite), Type3, MMType1. */
  type: string;
  embedding: FontEmbedding;
  program?: FontProgram;
  /** The save (1-based) whose version of the font dictionary is the file's. */
  revision: number;
}

/** The fonts of a file, first MAX_FONTS of them, and how many it has in all. */
export interface FontsReport {
  list: PdfFont[];
  total: number;
}

export const MAX_FONTS = 500;

/** The 14 fonts every PDF reader carries (ISO 32000-1, 9.6.2.2), by their /BaseFont names. */
const STANDARD_14 = new Set(
  [
    "Times-Roman",
    "Times-Bold",
    "Times-Italic",
    "Times-BoldItalic",
    "Helvetica",
    "Helvetica-Bold",
    "Helvetica-Oblique",
    "Helvetica-BoldOblique",
    "Courier",
    "Courier-Bold",
    "Courier-Oblique",
    "Courier-BoldOblique",
    "Symbol",
    "ZapfDingbats",
  ].map((name) => name.toLowerCase()),
);

/** Descendants of a composite font: listed through their Type0 parent, not on their own. */
const DESCENDANT_TYPES = new Set(["CIDFontType0", "CIDFontType2"]);

const isCapital = (code: number) => code >= 0x41 && code <= 0x5a;

/** "ABCDEF+Name" → the prefix and the name; any other name is whole. */
export function splitSubset(baseFont: string): { name: string; subset?: string } {
  if (baseFont.length > 7 && baseFont[6] === "+") {
    let capitals = true;
    for (let i = 0; i < 6; i++) capitals &&= isCapital(baseFont.charCodeAt(i));
    if (capitals) return { name: baseFont.slice(7), subset: baseFont.slice(0, 6) };
  }
  return { name: baseFont };
}

/** Follows a reference to its value (the file's latest definition); anything else is itself. */
export type Resolve = (value: PdfValue | undefined) => PdfValue | undefined;

/** The program a font descriptor carries, by its FontFile key. */
function programOf(descriptor: PdfValue | undefined, resolve: Resolve): FontProgram | undefined {
  if (!isDict(descriptor)) return undefined;
  if (descriptor.dict.has("FontFile")) return "Type1";
  if (descriptor.dict.has("FontFile2")) return "TrueType";
  if (!descriptor.dict.has("FontFile3")) return undefined;
  // FontFile3 is a stream; its dictionary's /Subtype names the format (pdf.js's peek reads the dictionary).
  const file = resolve(descriptor.dict.get("FontFile3"));
  const subtype = isDict(file) ? nameOf(file, "Subtype") : undefined;
  return subtype === "Type1C" || subtype === "CIDFontType0C" || subtype === "OpenType" ? subtype : "Type1C";
}

/** A composite font's first (and only, in practice) descendant. */
function descendantOf(font: PdfDict, resolve: Resolve): PdfDict | undefined {
  const descendants = resolve(font.dict.get("DescendantFonts"));
  const first = resolve(Array.isArray(descendants) ? descendants[0] : undefined);
  return isDict(first) ? first : undefined;
}

/** One font dictionary as listed; undefined for a composite font's descendant. */
export function fontOf(font: PdfDict, revision: number, resolve: Resolve): PdfFont | undefined {
  const type = nameOf(font, "Subtype") ?? "";
  if (DESCENDANT_TYPES.has(type)) return undefined;
  const baseFont = font.dict.get("BaseFont");
  const { name, subset } = splitSubset(isName(baseFont) ? baseFont.name : "");
  const listed = { name, ...(subset !== undefined && { subset }), type, revision };
  if (type === "Type3") return { ...listed, embedding: "embedded", program: "Type3" };
  const described = type === "Type0" ? descendantOf(font, resolve) : font;
  const program = described && programOf(resolve(described.dict.get("FontDescriptor")), resolve);
  if (program) return { ...listed, embedding: "embedded", program };
  return {
    ...listed,
    embedding: type !== "Type0" && STANDARD_14.has(name.toLowerCase()) ? "standard" : "missing",
  };
}

/**
 * The fonts among the file's objects, each in the version of its latest save: `fonts` maps an object's
 * number to its dictionary and that save. Listed by save, then name.
 */
export function readFonts(
  fonts: Map<number, { dict: PdfDict; revision: number }>,
  resolve: Resolve,
): FontsReport {
  const list: PdfFont[] = [];
  for (const { dict, revision } of fonts.values()) {
    const font = fontOf(dict, revision, resolve);
    if (font) list.push(font);
  }
  list.sort((a, b) => a.revision - b.revision || a.name.localeCompare(b.name, "en"));
  return { list: list.slice(0, MAX_FONTS), total: list.length };
}
