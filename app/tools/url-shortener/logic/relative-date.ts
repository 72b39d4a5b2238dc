const DAY_MS = 24 * 60 * 60 * 1000;

export type RelativeDate =
  | { kind: "today" }
  | { kind: "yesterday" }
  | { kind: "daysAgo"; days: number }
  | { kind: "date"; text: string };

/** Calendar days between two instants in the reader's time zone (so 23:59 → 00:01 is one day). */
function calendarDaysBetween(earlier: Date, later: Date, timeZone?: string): number {
  const dayStart = (date: Date) => {
    const parts = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    })
      .format(date)
      .split("-")
      .map(Number);
    const [year = 1970, month = 1, day = 1] = parts;
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((dayStart(later) - dayStart(earlier)) / DAY_MS);
}

/**
 * How old a link is, as people say it: "Today", "Yesterday", "N days ago" under 7 days, else the date in
 * the page's locale.
 */
export function relativeDate(created: Date, now: Date, locale: string, timeZone?: string): RelativeDate {
  const days = calendarDaysBetween(created, now, timeZone);
  if (days <= 0) return { kind: "today" };
  if (days === 1) return { kind: "yesterday" };
  if (days < 7) return { kind: "daysAgo", days };
  return {
    kind: "date",
    text: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(created),
  };
}
