/** Dates written in words and numbers: e-mail (RFC 2822) and HTTP headers (RFC 9110), and Excel serials. */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** Zone names RFC 2822 still reads (section 4.3), in minutes east of UTC. */
const ZONE_NAMES: Record<string, number> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  z: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};

// "Fri, 21 Nov 1997 09:55:06 -0600", "Sun, 06 Nov 1994 08:49:37 GMT", RFC 850's
// "Sunday, 06-Nov-94 08:49:37 GMT".
const MAIL_DATE =
  /^(?:[a-z]{3,9},?\s*)?(\d{1,2})[\s-]+([a-z]{3})[a-z]*[\s-]+(\d{2,4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[a-z]{1,3})?$/i;
// C's asctime, which HTTP still accepts: "Sun Nov  6 08:49:37 1994" (always UTC).
const ASCTIME = /^[a-z]{3}\s+([a-z]{3})\s+(\d{1,2})\s+(\d{1,2}):(\d{2}):(\d{2})\s+(\d{4})$/i;

function utcMs(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  const ms = Date.UTC(year, month, day, hour, minute, second);
  // Date.UTC rolls 31 February over into March: a field out of range is no date.
  const back = new Date(ms);
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month || hour > 23 || minute > 59 || second > 60) {
    return null;
  }
  return ms;
}

/** Unix milliseconds of an e-mail or HTTP date, or null when the text is not one. */
export function parseMailDate(text: string): number | null {
  const asctime = ASCTIME.exec(text);
  if (asctime) {
    const [, mon, day, hour, minute, second, year] = asctime;
    const month = MONTHS.indexOf(String(mon).toLowerCase());
    if (month < 0) return null;
    return utcMs(Number(year), month, Number(day), Number(hour), Number(minute), Number(second));
  }
  const match = MAIL_DATE.exec(text);
  if (!match) return null;
  const [, day, mon, yearText = "", hour, minute, second = "0", zone = "GMT"] = match;
  const month = MONTHS.indexOf(String(mon).toLowerCase());
  if (month < 0) return null;
  let year = Number(yearText);
  // Two-digit years as RFC 2822 section 4.3 reads them: 00–49 are 2000s, 50–99 the 1900s.
  if (yearText.length === 2) year += year < 50 ? 2000 : 1900;
  let offset: number | undefined;
  if (/^[+-]\d{4}$/.test(zone)) {
    const sign = zone.startsWith("-") ? -1 : 1;
    offset = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3)));
  } else {
    offset = ZONE_NAMES[zone.toLowerCase()];
  }
  if (offset === undefined) return null;
  const ms = utcMs(year, month, Number(day), Number(hour), Number(minute), Number(second));
  return ms === null ? null : ms - offset * 60_000;
}

/** A wall-clock date and time, in no zone. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** The last serial Excel and Sheets accept: 9999-12-31. */
const MAX_SERIAL = 2958465;

/**
 * The wall-clock time of an Excel or Google Sheets serial date (days since 1899-12-30, the fraction
 * being the time of day). Excel's 1900 system counts a 29 February 1900 that never was (Lotus 1-2-3's
 * bug, kept for compatibility), so serials 1–59 are one day off from Sheets' count and 60 is no date.
 */
export function excelSerialToWallClock(serial: number): WallClock | null {
  if (!Number.isFinite(serial) || serial < 1 || serial >= MAX_SERIAL + 1) return null;
  const days = Math.floor(serial);
  if (days === 60) return null;
  const dayMs = Math.round((serial - days) * 86_400_000);
  const base = Date.UTC(1899, 11, days < 60 ? 31 : 30);
  const at = new Date(base + days * 86_400_000 + dayMs);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
    second: at.getUTCSeconds(),
    millisecond: at.getUTCMilliseconds(),
  };
}
