// Which keyframes start a new shot: a cut shows as a sharp change of the whole picture from one keyframe
// to the next. Each keyframe is reduced to a tiny grey picture (SIGNATURE_SIZE square, area-averaged, so
// noise and small movements average out) and compared with the keyframe before it. A fade or a slow
// dissolve changes little between neighbours and may be missed; a flash may count as a cut.
import type { RgbaPicture } from "./shrink-rgba.ts";

/** Pixels across (and down) the grey picture a keyframe is reduced to. */
export const SIGNATURE_SIZE = 16;

/**
 * The mean difference of grey levels (0–1) past which two consecutive keyframes are taken for two shots:
 * an eighth of the range, above what motion within a shot and encoding noise give, below what a cut
 * between two pictures of different brightness or layout gives (a red picture and a blue one: 0.18).
 */
export const SHOT_CHANGE = 0.125;

/** The grey level of each pixel of `picture` (Rec. 601 weights), 0–255. */
export function greyOf(picture: RgbaPicture): Uint8Array {
  const grey = new Uint8Array(picture.width * picture.height);
  for (let i = 0; i < grey.length; i++) {
    const at = i * 4;
    grey[i] = Math.round(
      0.299 * (picture.data[at] ?? 0) +
        0.587 * (picture.data[at + 1] ?? 0) +
        0.114 * (picture.data[at + 2] ?? 0),
    );
  }
  return grey;
}

/** How much two grey pictures of one size differ: the mean absolute difference of their pixels, 0–1. */
export function pictureChange(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length || a.length === 0) return 1;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length / 255;
}

/**
 * The indexes of the grey pictures (consecutive keyframes, in order) that start a shot: the first, then
 * each that differs from the one before it by `threshold` or more.
 */
export function shotStarts(greys: readonly Uint8Array[], threshold = SHOT_CHANGE): number[] {
  const starts: number[] = [];
  greys.forEach((grey, index) => {
    const previous = greys[index - 1];
    if (!previous || pictureChange(previous, grey) >= threshold) starts.push(index);
  });
  return starts;
}
