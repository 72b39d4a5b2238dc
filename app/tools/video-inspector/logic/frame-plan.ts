// Which frames the grid shows: every keyframe, or one frame every N seconds.

/** The most frames one grid holds: past it, a longer interval is asked for. */
export const MAX_FRAMES = 600;
export const MIN_INTERVAL = 0.1;
export const MAX_INTERVAL = 3600;

export type IntervalProblem = "not_number" | "out_of_range" | "too_many";

/**
 * The interval typed in the field (a decimal point or comma), or why it is refused: not a number,
 * outside 0.1–3,600 s, or giving more than MAX_FRAMES frames for this duration.
 */
export function parseInterval(
  text: string,
  duration: number,
): { seconds: number } | { problem: IntervalProblem } {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d{1,5}(?:\.\d{1,3})?$/.test(trimmed)) return { problem: "not_number" };
  const seconds = Number(trimmed);
  if (seconds < MIN_INTERVAL || seconds > MAX_INTERVAL) return { problem: "out_of_range" };
  if (duration / seconds > MAX_FRAMES) return { problem: "too_many" };
  return { seconds };
}

/** 0, N, 2N… up to the end of the video (exclusive), in milliseconds rounded so captions stay exact. */
export function intervalTimes(duration: number, seconds: number): number[] {
  const times: number[] = [];
  for (let i = 0; times.length < MAX_FRAMES; i++) {
    const time = Math.round(i * seconds * 1000) / 1000;
    if (time >= duration) break;
    times.push(time);
  }
  return times;
}

/** The fewest seconds between frames that keeps the grid within MAX_FRAMES for this duration. */
export function shortestInterval(duration: number): number {
  return Math.max(MIN_INTERVAL, Math.ceil((duration / MAX_FRAMES) * 10) / 10);
}

/** A job of the grid: `size` frames from index `start`. */
export interface Batch {
  start: number;
  size: number;
}

/**
 * `count` frames cut into jobs: the first alone, so it shows as soon as it can, then `first` frames, each
 * job after twice the one before up to `most`. A remainder shorter than half the next job joins the last.
 */
export function batches(count: number, { first, most }: { first: number; most: number }): Batch[] {
  if (count <= 0) return [];
  const plan: Batch[] = [{ start: 0, size: 1 }];
  let size = Math.min(first, most);
  for (let start = 1; start < count; ) {
    const next = Math.min(most, size * 2);
    const rest = count - start;
    const taken = rest - size < next / 2 ? rest : size;
    plan.push({ start, size: taken });
    start += taken;
    size = next;
  }
  return plan;
}
