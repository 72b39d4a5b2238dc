import { describe, expect, it } from "vitest";
import { ENGINES, searchByUrl, UPLOAD_PAGES } from "./reverse-search.ts";

describe("reverse image search", () => {
  const image = "https://example.org/a photo.jpg?size=large&x=1";

  it("opens each engine on the image's address, encoded whole", () => {
    for (const engine of ENGINES) {
      const url = new URL(searchByUrl(engine, image));
      expect(url.protocol).toBe("https:");
      expect(url.href).toContain(encodeURIComponent(image));
    }
    expect(searchByUrl("google", image)).toBe(
      `https://lens.google.com/uploadbyurl?url=${encodeURIComponent(image)}`,
    );
  });

  it("has an upload page for a file on the device", () => {
    for (const engine of ENGINES) expect(UPLOAD_PAGES[engine]).toMatch(/^https:\/\//);
  });
});
