import { describe, expect, it } from "vitest";
import { excelSerialToWallClock, parseMailDate } from "./text-dates.ts";

describe("Excel serials", () => {
  const day = (serial: number) => {
    const clock = excelSerialToWallClock(serial);
    return clock && `${clock.year}-${clock.month}-${clock.day}`;
  };

  it("counts Excel's 1900 leap-year bug: 59 is 28 February 1900, 60 no date, 61 is 1 March", () => {
    expect([1, 59, 60, 61].map(day)).toEqual(["1900-1-1", "1900-2-28", null, "1900-3-1"]);
  });

  it("reads the fraction as the time of day and refuses serials out of Excel's range", () => {
    expect(excelSerialToWallClock(45658.5)).toMatchObject({
      year: 2025,
      month: 1,
      day: 1,
      hour: 12,
      minute: 0,
    });
    expect(day(2958465)).toBe("9999-12-31");
    expect([0, 2958466, Number.NaN].map(day)).toEqual([null, null, null]);
  });
});

describe("mail dates", () => {
  it("refuses dates that do not exist and unknown zone names", () => {
    expect(parseMailDate("Mon, 31 Feb 2025 10:00:00 GMT")).toBeNull();
    expect(parseMailDate("Mon, 3 Feb 2025 10:00:00 XYZ")).toBeNull();
    expect(parseMailDate("3 Feb 2025 10:00 EST")).toBe(Date.UTC(2025, 1, 3, 15, 0));
  });
});
