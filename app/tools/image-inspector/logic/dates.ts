// Dates as a file writes them: EXIF "2024:05:01 10:00:00" (with an optional separate offset) and XMP's
// ISO 8601 "2024-05-01T10:00:00+07:00". They are compared by their wall-clock reading, since most files
// give no offset for some of them, and a time zone difference alone is not a disagreement.

export interface DateStamp {
  /** Which tag it comes from, e.g. "DateTimeOriginal" or "xmp:CreateDate". */
  source: string;
  /** As written in the file (the offset appended when EXIF stores it apart). */
  text: string;
  /** "+07:00" when known. */
  offset?: string;
  /** The wall-clock reading as if it were UTC, in ms: only for comparing, never for showing. */
  wallClock: number;
}

const EXIF =
  /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?/;

const OFFSET = /^(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * Reads an EXIF or XMP date with its time; undefined for an empty, zeroed ("0000:00:00"), unreadable or
 * date-only one (a day cannot disagree with a minute).
 */
export function parseDate(source: string, text: string | undefined, offset?: string): DateStamp | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  const match = EXIF.exec(trimmed);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  if (!year || !month || !day) return undefined;
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls what is out of range over (a 13th month, 30 February, 25 o'clock) and reads years
  // below 100 as 19xx: such a date is unreadable, not another day.
  const read = new Date(wallClock);
  if (
    Number.isNaN(wallClock) ||
    read.getUTCFullYear() !== year ||
    read.getUTCMonth() !== month - 1 ||
    read.getUTCDate() !== day ||
    read.getUTCHours() !== hour ||
    read.getUTCMinutes() !== minute ||
    read.getUTCSeconds() !== second
  )
    return undefined;
  // EXIF writes an unknown offset as blanks around its colon ("   :  "): no offset.
  const apart = offset?.trim();
  const given = apart && OFFSET.test(apart) ? apart : undefined;
  const written = match[7] ?? given;
  const normalizedOffset = written === "Z" ? "+00:00" : written?.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const stamp: DateStamp = {
    source,
    text: given && !match[7] ? `${trimmed} ${given}` : trimmed,
    wallClock,
  };
  if (normalizedOffset) stamp.offset = normalizedOffset;
  return stamp;
}

/** Readings further apart than this disagree: cameras write the same second, editors a second later. */
export const DISAGREEMENT_MS = 60_000;

/** The pair of capture dates furthest apart, when they are more than a minute apart. */
export function disagreement(dates: readonly DateStamp[]): [DateStamp, DateStamp] | undefined {
  let first = dates[0];
  let last = dates[0];
  // The first of equal readings is kept: the list goes from the most telling tag to the least.
  for (const date of dates) {
    if (first === undefined || date.wallClock < first.wallClock) first = date;
    if (last === undefined || date.wallClock > last.wallClock) last = date;
  }
  if (first === undefined || last === undefined) return undefined;
  return last.wallClock - first.wallClock > DISAGREEMENT_MS ? [first, last] : undefined;
}

/** An ISO 8601 rendering of a stamp for the exported report: with its offset when the file gave one. */
export function isoOf(stamp: DateStamp): string {
  const iso = new Date(stamp.wallClock).toISOString().slice(0, 19);
  return stamp.offset ? `${iso}${stamp.offset}` : iso;
}
