import { describe, expect, it } from "vitest";
import { compassPoint, parseDecimal, parseShadowInput } from "./shadow-input.ts";

describe("shadow question input", () => {
  it("reads decimals with a dot, a comma or a degree sign", () => {
    expect(["213.5", "213,5", "213.5°", " 40 ", "abc", ""].map(parseDecimal)).toEqual([
      213.5,
      213.5,
      213.5,
      40,
      null,
      null,
    ]);
  });

  it("asks nothing without a direction and names the field that is wrong", () => {
    expect(parseShadowInput("", "1.5", "2")).toBeNull();
    expect(parseShadowInput("400", "", "2")).toEqual({ ok: false, field: "shadow" });
    expect(parseShadowInput("40", "-1", "2")).toEqual({ ok: false, field: "ratio" });
    expect(parseShadowInput("40", "", "90")).toEqual({ ok: false, field: "tolerance" });
    expect(parseShadowInput("360", "1,5", "2")).toEqual({ ok: true, direction: 0, ratio: 1.5, tolerance: 2 });
  });

  it("names the nearest compass point", () => {
    expect([0, 44, 46, 180, 225, 337.6, 359].map(compassPoint)).toEqual([
      "n",
      "ne",
      "ne",
      "s",
      "sw",
      "n",
      "n",
    ]);
  });
});
