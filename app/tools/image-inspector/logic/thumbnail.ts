// Does the thumbnail a camera embedded still show the picture? An editor that crops or retouches the
// image and forgets the thumbnail leaves the original behind. Both are reduced to the same tiny grey
// grid (the worker draws them) and compared here by the shape of their light and shade, not by their
// brightness, since thumbnails are often encoded darker, lighter or with more contrast.

/** The side of the grid both pictures are reduced to. */
export const GRID = 16;

/** Below this correlation, two grids show different pictures; one picture re-encoded scores above 0.9. */
export const SAME_PICTURE_CORRELATION = 0.6;
/** A grid whose grey levels vary less than this (standard deviation) is flat: a blank or uniform picture. */
const FLAT = 4;
/** Two flat grids further apart than this in mean grey are two different blanks. */
const FLAT_MEAN_DIFFERENCE = 40;

function stats(grid: ArrayLike<number>): { mean: number; deviation: number } {
  let sum = 0;
  for (let i = 0; i < grid.length; i++) sum += grid[i] ?? 0;
  const mean = sum / grid.length;
  let squares = 0;
  for (let i = 0; i < grid.length; i++) squares += ((grid[i] ?? 0) - mean) ** 2;
  return { mean, deviation: Math.sqrt(squares / grid.length) };
}

/** Pearson's correlation of two grids of the same size (1: same shading, 0: unrelated). */
export function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const sa = stats(a);
  const sb = stats(b);
  if (sa.deviation === 0 || sb.deviation === 0) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? 0) - sa.mean) * ((b[i] ?? 0) - sb.mean);
  return sum / a.length / (sa.deviation * sb.deviation);
}

/** Whether the thumbnail shows another picture than the image, both drawn to the same grid. */
export function thumbnailDiffers(image: ArrayLike<number>, thumbnail: ArrayLike<number>): boolean {
  const si = stats(image);
  const st = stats(thumbnail);
  const flatImage = si.deviation < FLAT;
  const flatThumbnail = st.deviation < FLAT;
  if (flatImage && flatThumbnail) return Math.abs(si.mean - st.mean) > FLAT_MEAN_DIFFERENCE;
  if (flatImage !== flatThumbnail) return true;
  return correlation(image, thumbnail) < SAME_PICTURE_CORRELATION;
}

/** A grey level at or below this is a letterbox band's black. */
const BAND_BLACK = 24;

/**
 * The part of a picture inside the black bands cameras add around a thumbnail (a 3:2 photo in a 4:3
 * thumbnail gets bands above and below): rows and columns at the edges that are black all along.
 */
export function contentBox(
  grey: ArrayLike<number>,
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } {
  const rowBlack = (y: number) => {
    for (let x = 0; x < width; x++) if ((grey[y * width + x] ?? 0) > BAND_BLACK) return false;
    return true;
  };
  const columnBlack = (x: number, top: number, bottom: number) => {
    for (let y = top; y < bottom; y++) if ((grey[y * width + x] ?? 0) > BAND_BLACK) return false;
    return true;
  };
  let top = 0;
  let bottom = height;
  while (top < bottom - 1 && rowBlack(top)) top++;
  while (bottom - 1 > top && rowBlack(bottom - 1)) bottom--;
  let left = 0;
  let right = width;
  while (left < right - 1 && columnBlack(left, top, bottom)) left++;
  while (right - 1 > left && columnBlack(right - 1, top, bottom)) right--;
  // A picture that is black all over (or nearly) has no bands to speak of.
  if ((right - left) * (bottom - top) < (width * height) / 4) return { x: 0, y: 0, width, height };
  return { x: left, y: top, width: right - left, height: bottom - top };
}
