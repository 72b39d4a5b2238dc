import { describe, expect, it } from "vitest";
import { frameFileStem, frameStamp, frameTime } from "./frame-time.ts";

describe("frameStamp", () => {
  it("writes minutes, seconds and milliseconds", () => {
    expect(frameStamp(0)).toBe("0:00.000");
    expect(frameStamp(2)).toBe("0:02.000");
    expect(frameStamp(65.25)).toBe("1:05.250");
    expect(frameStamp(725.0004)).toBe("12:05.000");
  });

  it("rounds to the nearest millisecond, carrying into the seconds", () => {
    expect(frameStamp(1.9996)).toBe("0:02.000");
    expect(frameStamp(0.04)).toBe("0:00.040");
  });

  it("adds hours past the first", () => {
    expect(frameStamp(3723.004)).toBe("1:02:03.004");
  });

  it("never writes a negative time", () => {
    expect(frameStamp(-0.5)).toBe("0:00.000");
  });

  it("makes a file name without colons, with a point whatever the language", () => {
    expect(frameFileStem(62.5)).toBe("1-02.500");
  });
});

describe("frameTime", () => {
  it("writes the seconds with the language's decimal separator", () => {
    expect(frameTime(2, "en")).toBe("0:02.000");
    expect(frameTime(2, "fr")).toBe("0:02,000");
    expect(frameTime(2, "vi")).toBe("0:02,000");
    expect(frameTime(65.25, "fr")).toBe("1:05,250");
    expect(frameTime(59.999, "vi")).toBe("0:59,999");
  });

  it("rounds like the machine form, hours past the first, never negative", () => {
    expect(frameTime(1.9996, "fr")).toBe("0:02,000");
    expect(frameTime(0.04, "vi")).toBe("0:00,040");
    expect(frameTime(3723.004, "fr")).toBe("1:02:03,004");
    expect(frameTime(36_000, "vi")).toBe("10:00:00,000");
    expect(frameTime(-0.5, "en")).toBe("0:00.000");
  });

  it("agrees with the machine form once the separator is set aside", () => {
    for (const seconds of [0, 0.001, 1.5, 59.9995, 61.04, 3599.999, 7322.5]) {
      expect(frameTime(seconds, "fr").replace(",", ".")).toBe(frameStamp(seconds));
      expect(frameTime(seconds, "en")).toBe(frameStamp(seconds));
    }
  });
});
