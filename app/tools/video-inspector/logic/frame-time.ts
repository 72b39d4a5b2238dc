import type { Language } from "#app/i18n/languages.ts";

/** A time cut into hours, minutes, whole seconds and milliseconds, rounded to the millisecond. */
function clock(seconds: number) {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = (totalMs - ms) / 1000;
  const s = totalSeconds % 60;
  const totalMinutes = (totalSeconds - s) / 60;
  const m = totalMinutes % 60;
  return { h: (totalMinutes - m) / 60, m, s, ms };
}

/** `m:` or `h:mm:` before the seconds: hours only past the first. */
function head(h: number, m: number): string {
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:` : `${m}:`;
}

/**
 * A frame's time as a person reads it, in the page's language: minutes, seconds and milliseconds with
 * the language's decimal separator, « 0:02.000 » in English, « 0:02,000 » in French and Vietnamese
 * (hours only past the first: « 1:02:03,004 »), rounded to the millisecond. The seconds are written by
 * Intl.NumberFormat, as every number of the site.
 */
export function frameTime(seconds: number, lang: Language): string {
  const { h, m, s, ms } = clock(seconds);
  const tail = new Intl.NumberFormat(lang, {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
    useGrouping: false,
  }).format(s + ms / 1000);
  return `${head(h, m)}${tail}`;
}

/**
 * The same time in the one form machines read, `0:02.000` whatever the page's language: for JSON (the
 * case file's result) and, through `frameFileStem`, for file names.
 */
export function frameStamp(seconds: number): string {
  const { h, m, s, ms } = clock(seconds);
  return `${head(h, m)}${String(s).padStart(2, "0")}.${String(ms).padStart(3, "0")}`;
}

/** The same time for a file name: `0-02.000` (a colon is refused by some systems). */
export function frameFileStem(seconds: number): string {
  return frameStamp(seconds).replaceAll(":", "-");
}
