import { bestTurns, type QuarterTurns, readingScore } from "../logic/framing.ts";
import { linesOf, type OcrLanguage } from "../logic/lines.ts";
import { type OcrProgress, recognize } from "./ocr-engine.ts";
import { prepareImage } from "./prepare-image.ts";

/**
 * The longest side, in pixels, of the image each orientation is tried on: enough for text of a phone
 * screenshot to stay readable (1,080 × 2,400 is halved), small enough that four readings cost about
 * one or two full ones.
 */
const TRY_SIDE = 1200;

/**
 * The quarter turns that make the image read best. Tesseract's own orientation detection (OSD) needs
 * its legacy engine, which our LSTM-only core leaves out, and a 10 MB model: instead the image, made
 * smaller, is read in its four orientations (two at a time, one per worker) and the reading Tesseract
 * is surest of wins (decision 035).
 */
export async function findTurns(
  file: Blob,
  languages: readonly OcrLanguage[],
  enhance: boolean,
  onProgress?: (progress: OcrProgress) => void,
): Promise<QuarterTurns> {
  const turns = [0, 1, 2, 3] as const;
  const prepared = await Promise.all(
    turns.map((turn) =>
      prepareImage(file, { enhance, parts: 1, framing: { turns: turn }, maxSide: TRY_SIDE }),
    ),
  );
  const strips = prepared.flatMap(({ strips }) => strips.slice(0, 1));
  const results = await recognize(strips, languages, onProgress);
  return bestTurns(results.map(({ result }) => readingScore(linesOf(result, 1))));
}
