import { describe, expect, it } from "vitest";
import { idTimeMs, uuidTime } from "./ids.ts";

describe("ID time bits", () => {
  it("refuses values that are no 64-bit ID", () => {
    expect(idTimeMs("twitter", 0n)).toBeNull();
    expect(idTimeMs("twitter", 1n << 64n)).toBeNull();
  });

  it("refuses a TikTok ID whose millisecond field is above 999", () => {
    expect(idTimeMs("tiktok", (1_600_000_000n << 32n) | (1000n << 22n))).toBeNull();
    expect(idTimeMs("tiktok", (1_600_000_000n << 32n) | (999n << 22n))).toBe(1_600_000_000_000n);
  });

  it("keeps the version of a UUID without time", () => {
    expect(uuidTime("00000000000040008000000000000000")).toEqual({ version: 4, epochNs: null });
  });
});
