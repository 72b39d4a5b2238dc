/**
 * A frame's time as the captions write it, `m:ss.mmm` (`0:02.000`, `12:05.250`; hours only past one:
 * `1:02:03.004`), rounded to the millisecond. The same in every language: it is what a person types into
 * a player's address (`?t=`) or a report, not a sentence.
 */
export function frameTime(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = (totalMs - ms) / 1000;
  const s = totalSeconds % 60;
  const totalMinutes = (totalSeconds - s) / 60;
  const m = totalMinutes % 60;
  const h = (totalMinutes - m) / 60;
  const tail = `${String(s).padStart(2, "0")}.${String(ms).padStart(3, "0")}`;
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${tail}` : `${m}:${tail}`;
}

/** The same time for a file name: `0-02.000` (a colon is refused by some systems). */
export function frameFileStem(seconds: number): string {
  return frameTime(seconds).replaceAll(":", "-");
}
