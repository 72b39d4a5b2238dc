import { describe, expect, it } from "vitest";
import {
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMonth,
  formatNumber,
  formatUtc,
  formatWallDate,
  formatWallTime,
} from "./format-date.ts";

describe("format-date", () => {
  it("writes dates as each language does", () => {
    expect(formatWallDate("en", "2026-03-29")).toBe("March 29, 2026");
    expect(formatWallDate("fr", "2026-03-29")).toBe("29 mars 2026");
    expect(formatWallDate("vi", "2026-03-29")).toBe("29 tháng 3, 2026");
    expect(formatWallDate("fr", "2026-07-01T09:00:00", { weekday: true })).toBe("mercredi 1er juillet 2026");
  });

  it("writes times on a 24-hour clock whatever the zone of the renderer", () => {
    expect(formatWallTime("en", "2026-07-01T21:05:00")).toBe("21:05");
    expect(formatWallTime("fr", "2026-07-01T09:00:00")).toBe("09:00");
    expect(formatWallTime("vi", "2026-07-01T00:30:15", { seconds: true })).toBe("00:30:15");
  });

  it("writes instants in a zone on a 24-hour clock in every language, whatever the style", () => {
    const at = Date.UTC(2026, 5, 21, 15, 5);
    const time = (lang: "en" | "fr" | "vi") =>
      dateTimeFormat(lang, { hour: "2-digit", minute: "2-digit", timeZone: "America/Denver" }).format(at);
    expect(time("en")).toBe("09:05");
    expect(time("fr")).toBe("09:05");
    expect(time("vi")).toBe("09:05");
    expect(dateTimeFormat("en", { timeStyle: "short", timeZone: "UTC" }).format(at)).toBe("15:05");
  });

  it("writes a date with its time the site's one way, Vietnamese time first and without Intl's « lúc »", () => {
    const at = Date.UTC(2024, 2, 12, 14, 5, 9, 657);
    expect(formatDateTime("en", at, { timeZone: "UTC" })).toBe("March 12, 2024 at 14:05");
    expect(formatDateTime("fr", at, { timeZone: "UTC" })).toBe("12 mars 2024 à 14:05");
    expect(formatDateTime("vi", at, { timeZone: "UTC" })).toBe("14:05 ngày 12/3/2024");
    expect(formatDateTime("vi", at, { timeZone: "UTC", seconds: true })).toBe("14:05:09 ngày 12/3/2024");
    expect(
      formatDateTime("vi", at, {
        timeZone: "Asia/Ho_Chi_Minh",
        weekday: true,
        milliseconds: true,
        offset: true,
      }),
    ).toBe("21:05:09,657 GMT+7, Thứ Ba, ngày 12/3/2024");
    expect(formatDateTime("fr", at, { timeZone: "Europe/Paris", weekday: true, offset: true })).toBe(
      "mardi 12 mars 2024 à 15:05 UTC+1",
    );
    // Late in the evening in UTC is the next day in Hà Nội: the date is read in the zone too.
    expect(formatDateTime("vi", Date.UTC(2024, 2, 12, 20, 0), { timeZone: "Asia/Ho_Chi_Minh" })).toBe(
      "03:00 ngày 13/3/2024",
    );
  });

  it("writes an instant's date in a zone", () => {
    const at = Date.UTC(2025, 0, 1, 0, 0);
    expect(formatDate("fr", at, { timeZone: "UTC" })).toBe("1er janvier 2025");
    expect(formatDate("en", at, { timeZone: "America/New_York" })).toBe("December 31, 2024");
    expect(formatDate("vi", at, { timeZone: "UTC", weekday: true })).toBe("Thứ Tư, 1 tháng 1, 2025");
  });

  it("writes the first of a month « 1er » in French, wherever a date is written", () => {
    const first = Date.UTC(2026, 7, 1, 9, 30);
    expect(formatWallDate("fr", "2026-08-01")).toBe("1er août 2026");
    expect(formatWallDate("fr", "2026-08-01", { weekday: true })).toBe("samedi 1er août 2026");
    expect(formatDate("fr", first, { timeZone: "UTC" })).toBe("1er août 2026");
    expect(formatDateTime("fr", first, { timeZone: "UTC" })).toBe("1er août 2026 à 09:30");
    expect(dateTimeFormat("fr", { day: "numeric", month: "short", timeZone: "UTC" }).format(first)).toBe(
      "1er août",
    );
    // Only the first: the 11th and the 21st are cardinal, and numeric dates keep their digits.
    expect(formatWallDate("fr", "2026-08-11")).toBe("11 août 2026");
    expect(formatWallDate("fr", "2026-08-21")).toBe("21 août 2026");
    expect(dateTimeFormat("fr", { dateStyle: "short", timeZone: "UTC" }).format(first)).toBe("01/08/2026");
    // Other languages are as Intl writes them.
    expect(formatWallDate("en", "2026-08-01")).toBe("August 1, 2026");
    expect(formatWallDate("vi", "2026-08-01")).toBe("1 tháng 8, 2026");
  });

  it("writes months and numbers", () => {
    expect(formatMonth("fr", 2026, 2)).toBe("février 2026");
    expect(formatNumber("fr", 1234567)).toBe("1\u202f234\u202f567");
    expect(formatNumber("en", 1234.5)).toBe("1,234.5");
  });
});

describe("formatDuration", () => {
  it("lists the non-zero parts as each language does", () => {
    const parts = [
      ["year", 1],
      ["month", 0],
      ["day", 3],
    ] as const;
    expect(formatDuration("en", parts)).toBe("1 year and 3 days");
    expect(formatDuration("fr", parts)).toBe("1\u00a0an et 3\u00a0jours");
    expect(formatDuration("vi", parts)).toBe("1 năm và 3 ngày");
    expect(formatDuration("en", [["day", 0]])).toBe("0 days");
    expect(formatDuration("fr", [["hour", 1234.5]])).toBe("1\u202f234,5\u00a0heures");
  });
});

describe("formatUtc", () => {
  const at = "2026-12-01T02:36:46.000Z";

  it("writes an instant in UTC, the zone named UTC after the time, in every language", () => {
    expect(formatUtc("en", at)).toBe("December 1, 2026 at 02:36:46 UTC");
    expect(formatUtc("fr", at)).toBe("1er décembre 2026 à 02:36:46 UTC");
    expect(formatUtc("vi", at)).toBe("02:36:46 UTC ngày 1/12/2026");
  });

  it("never writes Intl's offsets, nor the « lúc » Intl puts before a Vietnamese time", () => {
    for (const lang of ["en", "fr", "vi"] as const) {
      const written = formatUtc(lang, Date.parse("2026-06-15T23:59:59Z"));
      expect(written).not.toMatch(/GMT|UTC[+−-]|lúc/);
      expect(written).toContain("23:59:59 UTC");
    }
  });

  it("gives back what it cannot read", () => {
    expect(formatUtc("fr", "not a date")).toBe("not a date");
  });
});
