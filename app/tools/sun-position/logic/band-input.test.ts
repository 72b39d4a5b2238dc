import { describe, expect, it } from "vitest";
import { parseBandInput } from "./band-input.ts";

describe("parseBandInput", () => {
  it("reads a ratio and a margin in per cent, with a decimal comma or a per cent sign", () => {
    expect(parseBandInput("1", "5")).toEqual({ ok: true, ratio: 1, ratioTolerance: 0.05 });
    expect(parseBandInput("1,5", "7,5 %")).toEqual({ ok: true, ratio: 1.5, ratioTolerance: 0.075 });
    expect(parseBandInput("0", "5")).toEqual({ ok: true, ratio: 0, ratioTolerance: 0.05 });
  });

  it("asks nothing without a ratio, and names the field that cannot be read", () => {
    expect(parseBandInput("  ", "5")).toBeNull();
    expect(parseBandInput("-1", "5")).toEqual({ ok: false, field: "ratio" });
    expect(parseBandInput("abc", "5")).toEqual({ ok: false, field: "ratio" });
    expect(parseBandInput("1", "60")).toEqual({ ok: false, field: "ratioMargin" });
    expect(parseBandInput("1", "")).toEqual({ ok: false, field: "ratioMargin" });
  });
});
