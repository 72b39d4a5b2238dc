// PDF dates ("D:20260314093000+01'00'", ISO 32000-1 §7.9.4) as ISO 8601 strings that keep the writer's
// offset: a reader wants to see the clock the file claims, and the instant it means.

/** An ISO 8601 date with the offset the file gave ("2026-03-14T09:30:00+01:00"), or "…" without one. */
export type PdfDate = { iso: string; hasOffset: boolean };

const digits = (text: string, from: number, length: number): number | undefined => {
  const part = text.slice(from, from + length);
  if (part.length !== length) return undefined;
  for (const char of part) if (char < "0" || char > "9") return undefined;
  return Number(part);
};

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/**
 * Reads a PDF date; undefined when it is not one. Missing parts default as the standard says (month
 * and day 1, time 0); an offset is kept as written, "Z" as UTC, none as "no offset said".
 */
export function parsePdfDate(raw: string | undefined | null): PdfDate | undefined {
  if (!raw) return undefined;
  const text = raw.trim().startsWith("D:") ? raw.trim().slice(2) : raw.trim();
  const year = digits(text, 0, 4);
  if (year === undefined) return undefined;
  const parts = [4, 6, 8, 10, 12].map((at) => (text.length >= at + 2 ? digits(text, at, 2) : undefined));
  const [month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  let at = 4;
  for (const part of parts) {
    if (part === undefined) break;
    at += 2;
  }
  const sign = text[at];
  let offset = "";
  if (sign === "Z") offset = "Z";
  else if (sign === "+" || sign === "-") {
    const hours = digits(text, at + 1, 2);
    // The minutes follow an apostrophe, and some writers leave them or the apostrophe out.
    const rest = text.slice(at + 3).replaceAll("'", "");
    const minutes = digits(rest, 0, 2) ?? 0;
    if (hours === undefined || hours > 23 || minutes > 59) return undefined;
    offset = `${sign}${pad(hours)}:${pad(minutes)}`;
  } else if (sign !== undefined) return undefined;
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`;
  return { iso, hasOffset: offset !== "" };
}
