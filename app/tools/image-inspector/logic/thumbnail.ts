// Does the thumbnail a camera embedded still show the picture? An editor that crops or retouches the
// image and forgets the thumbnail leaves the original behind. Both are reduced to the same tiny grey
// grid (state/thumbnail-compare.ts draws them) and compared here.

/** The side of the grid both pictures are reduced to. */
export const GRID = 16;

/**
 * Mean absolute difference of two GRID×GRID grey grids (0–255), after evening out brightness, since
 * thumbnails are often encoded darker or lighter; above this they show different pictures.
 */
export const DIFFERENCE_THRESHOLD = 28;

export function gridDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const mean = (grid: ArrayLike<number>) => {
    let sum = 0;
    for (let i = 0; i < grid.length; i++) sum += grid[i] ?? 0;
    return sum / grid.length;
  };
  const shift = mean(a) - mean(b);
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0) - shift);
  return total / a.length;
}

/** Whether the thumbnail shows another picture than the image, both drawn to the same grid. */
export function thumbnailDiffers(image: ArrayLike<number>, thumbnail: ArrayLike<number>): boolean {
  return gridDifference(image, thumbnail) > DIFFERENCE_THRESHOLD;
}
