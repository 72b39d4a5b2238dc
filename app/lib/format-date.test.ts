import { describe, expect, it } from "vitest";
import {
  dateTimeFormat,
  formatDuration,
  formatMonth,
  formatNumber,
  formatWallDate,
  formatWallTime,
} from "./format-date.ts";

describe("format-date", () => {
  it("writes dates as each language does", () => {
    expect(formatWallDate("en", "2026-03-29")).toBe("March 29, 2026");
    expect(formatWallDate("fr", "2026-03-29")).toBe("29 mars 2026");
    expect(formatWallDate("vi", "2026-03-29")).toBe("29 tháng 3, 2026");
    expect(formatWallDate("fr", "2026-07-01T09:00:00", { weekday: true })).toBe("mercredi 1 juillet 2026");
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
