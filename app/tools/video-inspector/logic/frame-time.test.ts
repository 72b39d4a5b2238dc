import { describe, expect, it } from "vitest";
import { frameFileStem, frameTime } from "./frame-time.ts";

describe("frameTime", () => {
  it("writes minutes, seconds and milliseconds", () => {
    expect(frameTime(0)).toBe("0:00.000");
    expect(frameTime(2)).toBe("0:02.000");
    expect(frameTime(65.25)).toBe("1:05.250");
    expect(frameTime(725.0004)).toBe("12:05.000");
  });

  it("rounds to the nearest millisecond, carrying into the seconds", () => {
    expect(frameTime(1.9996)).toBe("0:02.000");
    expect(frameTime(0.04)).toBe("0:00.040");
  });

  it("adds hours past the first", () => {
    expect(frameTime(3723.004)).toBe("1:02:03.004");
  });

  it("never writes a negative time", () => {
    expect(frameTime(-0.5)).toBe("0:00.000");
  });

  it("makes a file name without colons", () => {
    expect(frameFileStem(62.5)).toBe("1-02.500");
  });
});
