import { describe, expect, it } from "vitest";
import { imageCandidates } from "./image-fallback.ts";

describe("imageCandidates", () => {
  it("tries the preview image, then the favicon", () => {
    expect(
      imageCandidates({ ogImage: "https://a.example/og.png", favicon: "https://a.example/favicon.ico" }),
    ).toEqual(["https://a.example/og.png", "https://a.example/favicon.ico"]);
    expect(imageCandidates({ ogImage: null, favicon: "https://a.example/favicon.ico" })).toEqual([
      "https://a.example/favicon.ico",
    ]);
  });
  it("never uses anything but http and https addresses", () => {
    expect(imageCandidates({ ogImage: "javascript:alert(1)", favicon: "data:image/png;base64,xx" })).toEqual(
      [],
    );
    expect(imageCandidates({ ogImage: null, favicon: null })).toEqual([]);
  });
});
