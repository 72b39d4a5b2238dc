/** The preview page waits this long before it redirects. */
export const COUNTDOWN_SECONDS = 5;
/** The progress bar moves every tick… */
export const TICK_MS = 100;
/** …by this many percent, so it is full after COUNTDOWN_SECONDS. */
export const PERCENT_PER_TICK = 2;

/** The state of the countdown after `ticks` ticks: seconds left (shown) and the bar's fill. */
export function countdownAt(ticks: number): { secondsLeft: number; percent: number; done: boolean } {
  const percent = Math.min(100, ticks * PERCENT_PER_TICK);
  const elapsedMs = ticks * TICK_MS;
  const secondsLeft = Math.max(0, Math.ceil((COUNTDOWN_SECONDS * 1000 - elapsedMs) / 1000));
  return { secondsLeft, percent, done: percent >= 100 };
}

/**
 * The fill the bar shows: every tick's, or for someone who asked for less motion, one step a second (the
 * bar then jumps as the seconds do, without gliding).
 */
export function shownPercent(percent: number, reducedMotion: boolean): number {
  if (!reducedMotion) return percent;
  const step = 100 / COUNTDOWN_SECONDS;
  return Math.floor(percent / step) * step;
}
