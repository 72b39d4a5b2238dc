import { describe, expect, it } from "vitest";
import { formatSrcset, parseSrcset } from "./srcset.ts";

describe("parseSrcset", () => {
  it("reads addresses with their descriptors, commas inside an address included", () => {
    expect(parseSrcset(" a.jpg 1x,\n b.jpg 2x , data:image/png;base64,AA,BB= 640w, c.jpg, d.jpg")).toEqual([
      { url: "a.jpg", descriptor: "1x" },
      { url: "b.jpg", descriptor: "2x" },
      { url: "data:image/png;base64,AA,BB=", descriptor: "640w" },
      { url: "c.jpg", descriptor: "" },
      { url: "d.jpg", descriptor: "" },
    ]);
    expect(parseSrcset("  ,, ")).toEqual([]);
  });

  it("writes candidates back", () => {
    expect(
      formatSrcset([
        { url: "blob:x", descriptor: "2x" },
        { url: "blob:y", descriptor: "" },
      ]),
    ).toBe("blob:x 2x, blob:y");
  });
});
