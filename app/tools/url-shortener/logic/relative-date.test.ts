import { describe, expect, it } from "vitest";
import { relativeDate } from "./relative-date.ts";

const now = new Date("2026-11-22T10:00:00Z");
const at = (iso: string) => new Date(iso);

describe("relativeDate", () => {
  it("says today, yesterday and N days ago under a week", () => {
    expect(relativeDate(at("2026-11-22T00:30:00Z"), now, "en", "UTC")).toEqual({ kind: "today" });
    expect(relativeDate(at("2026-11-21T23:59:00Z"), now, "en", "UTC")).toEqual({ kind: "yesterday" });
    expect(relativeDate(at("2026-11-19T12:00:00Z"), now, "en", "UTC")).toEqual({ kind: "daysAgo", days: 3 });
    expect(relativeDate(at("2026-11-16T12:00:00Z"), now, "en", "UTC")).toEqual({ kind: "daysAgo", days: 6 });
  });

  it("gives the date in the page's locale from a week on", () => {
    expect(relativeDate(at("2026-11-15T12:00:00Z"), now, "en", "UTC")).toEqual({
      kind: "date",
      text: "Nov 15, 2026",
    });
    expect(relativeDate(at("2026-11-15T12:00:00Z"), now, "fr", "UTC")).toEqual({
      kind: "date",
      text: "15 nov. 2026",
    });
    expect(relativeDate(at("2026-11-15T12:00:00Z"), now, "vi", "UTC").kind).toBe("date");
  });

  it("counts calendar days in the reader's time zone", () => {
    // 23:30 UTC on the 21st is already the 22nd in Ho Chi Minh City (UTC+7).
    expect(relativeDate(at("2026-11-21T23:30:00Z"), now, "vi", "Asia/Ho_Chi_Minh")).toEqual({
      kind: "today",
    });
    expect(relativeDate(at("2026-11-21T23:30:00Z"), now, "en", "UTC")).toEqual({ kind: "yesterday" });
  });

  it("treats a date in the future (clock skew) as today", () => {
    expect(relativeDate(at("2026-11-22T11:00:00Z"), now, "en", "UTC")).toEqual({ kind: "today" });
  });
});
