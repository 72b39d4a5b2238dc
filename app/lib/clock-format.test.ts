import { describe, expect, it } from "vitest";
import { dateTimeFormat, isTimeZone, supportedTimeZones } from "./clock-format.ts";

describe("clock formats", () => {
  const at = new Date(Date.UTC(2026, 5, 21, 15, 5));
  const time = (language: string) =>
    dateTimeFormat(language, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(at);

  it("shows 24-hour clocks in French and Vietnamese, the English 12-hour one in English", () => {
    expect(time("fr")).toBe("15:05");
    expect(time("vi")).toBe("15:05");
    expect(time("en")).toMatch(/^03:05\sPM$/);
  });

  it("knows UTC and the IANA zones, and refuses a made-up one", () => {
    expect(supportedTimeZones()).toEqual(expect.arrayContaining(["UTC", "Europe/Paris", "Asia/Ho_Chi_Minh"]));
    expect(isTimeZone("Asia/Ho_Chi_Minh")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
