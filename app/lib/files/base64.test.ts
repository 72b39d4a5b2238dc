import { describe, expect, it } from "vitest";
import { fromBase64, toBase64 } from "./base64.ts";

describe("base64", () => {
  it("reads both base64 alphabets and refuses what is not base64", () => {
    expect(Array.from(fromBase64("-_8") ?? [])).toEqual([251, 255]);
    expect(Array.from(fromBase64("+/8=") ?? [])).toEqual([251, 255]);
    expect(fromBase64("a b")).toBeNull();
  });

  it("writes the standard alphabet, padded", () => {
    expect(toBase64(new Uint8Array([251, 255]))).toBe("+/8=");
  });
});
