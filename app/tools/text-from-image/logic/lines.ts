import { type Certainty, certaintyOf } from "./confidence.ts";

/** A box in the original image's pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One recognised line: its text, its place on the image, and how sure Tesseract is of it. */
export interface ReadLine {
  text: string;
  /** 0–100, rounded. */
  confidence: number;
  certainty: Certainty;
  box: Box;
}

/** The part of Tesseract's result this reads (blocks → paragraphs → lines), in the read image's pixels. */
export interface TesseractBlocks {
  blocks:
    | {
        paragraphs: {
          lines: {
            text: string;
            confidence: number;
            bbox: { x0: number; y0: number; x1: number; y1: number };
          }[];
        }[];
      }[]
    | null;
}

/**
 * The non-empty lines of a result, in reading order, their boxes moved down by `top` (the row of the
 * read image where the strip that gave the result starts), divided by the scale the image was enlarged
 * by and moved by the corner of the part read (`origin`), so that they fall on the image as the person
 * sees it.
 */
export function linesOf(
  result: TesseractBlocks,
  scale: number,
  top = 0,
  origin: { x: number; y: number } = { x: 0, y: 0 },
): ReadLine[] {
  const lines: ReadLine[] = [];
  for (const block of result.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = line.text.trim();
        if (text === "") continue;
        const { x0, x1 } = line.bbox;
        const [y0, y1] = [line.bbox.y0 + top, line.bbox.y1 + top];
        const confidence = Math.round(line.confidence);
        lines.push({
          text,
          confidence,
          certainty: certaintyOf(confidence),
          box: {
            x: origin.x + x0 / scale,
            y: origin.y + y0 / scale,
            width: (x1 - x0) / scale,
            height: (y1 - y0) / scale,
          },
        });
      }
    }
  }
  return lines;
}

/** The text of the lines, one a line. */
export const textOf = (lines: readonly ReadLine[]): string => lines.map((line) => line.text).join("\n");

/** The OCR languages this tool offers, by Tesseract's codes, and the page language each suits. */
export const OCR_LANGUAGES = ["eng", "fra", "vie"] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/**
 * What the person chooses to read in: the three languages together (the default: a screenshot on a
 * Vietnamese page often holds an English caption, which the Vietnamese model alone reads as garbage),
 * or one of them (faster, when the text's language is known).
 */
export const OCR_CHOICES = ["all", ...OCR_LANGUAGES] as const;
export type OcrChoice = (typeof OCR_CHOICES)[number];

const BY_PAGE_LANGUAGE: Record<string, OcrLanguage> = { en: "eng", fr: "fra", vi: "vie" };

/** The OCR language that suits a page in `lang`. */
export const ocrLanguageFor = (lang: string): OcrLanguage => BY_PAGE_LANGUAGE[lang] ?? "eng";

export const isOcrChoice = (value: string | null): value is OcrChoice =>
  OCR_CHOICES.some((choice) => choice === value);

/**
 * The models Tesseract reads a choice with. For all three, the page's language comes first: Tesseract
 * tries each word in the language that read the last word well, starting with the first.
 */
export function languagesOf(choice: OcrChoice, pageLanguage: string): OcrLanguage[] {
  if (choice !== "all") return [choice];
  const first = ocrLanguageFor(pageLanguage);
  return [first, ...OCR_LANGUAGES.filter((language) => language !== first)];
}
