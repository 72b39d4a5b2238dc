import { describe, expect, it } from "vitest";
import { countdownAt, shownPercent } from "./countdown.ts";

describe("countdownAt", () => {
  it("starts at 5 seconds and an empty bar", () => {
    expect(countdownAt(0)).toEqual({ secondsLeft: 5, percent: 0, done: false });
  });
  it("fills 2 percent every 100 ms", () => {
    expect(countdownAt(1).percent).toBe(2);
    expect(countdownAt(25)).toEqual({ secondsLeft: 3, percent: 50, done: false });
  });
  it("shows whole seconds left, rounded up", () => {
    expect(countdownAt(9).secondsLeft).toBe(5);
    expect(countdownAt(10).secondsLeft).toBe(4);
    expect(countdownAt(49).secondsLeft).toBe(1);
  });
  it("is done at 5 seconds and stays full", () => {
    expect(countdownAt(50)).toEqual({ secondsLeft: 0, percent: 100, done: true });
    expect(countdownAt(60)).toEqual({ secondsLeft: 0, percent: 100, done: true });
  });
});

describe("shownPercent", () => {
  it("follows every tick", () => {
    expect(shownPercent(38, false)).toBe(38);
  });
  it("moves a second at a time for less motion", () => {
    expect([0, 2, 18, 20, 38, 40, 98, 100].map((percent) => shownPercent(percent, true))).toEqual([
      0, 0, 0, 20, 20, 40, 80, 100,
    ]);
  });
});
