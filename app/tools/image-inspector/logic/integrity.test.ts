// Whole files and cut ones, named right and wrong: real pictures, cut as a failed transfer cuts them.
import { describe, expect, it } from "vitest";
import { fixture, paddedJpeg, png } from "../fixtures/make-images.ts";
import { findings } from "./findings.ts";
import { inspect } from "./inspection.ts";
import { formatOfName, isTruncated, misnamed } from "./integrity.ts";

/** A real 1×1 GIF, trailer included. */
const GIF = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) =>
  c.charCodeAt(0),
);
const read = (bytes: Uint8Array) => inspect(bytes.slice().buffer);

describe("a file's name and its content", () => {
  it("knows the format each image extension promises, in any case", () => {
    expect(formatOfName("photo.JPG")).toBe("JPEG");
    expect(formatOfName("scan.tiff")).toBe("TIFF");
    expect(formatOfName("notes.txt")).toBeUndefined();
    expect(formatOfName("no-extension")).toBeUndefined();
  });

  it("names a GIF saved as .png, and says nothing of a right name or an unknown extension", () => {
    const { summary } = read(GIF);
    expect(summary.format).toBe("GIF");
    expect(misnamed("chart.png", summary.format)).toBe(true);
    expect(findings(summary, { fileName: "chart.png" })).toContainEqual({
      code: "misnamed",
      extension: "png",
      format: "GIF",
    });
    expect(misnamed("chart.gif", summary.format)).toBe(false);
    expect(misnamed("pasted-image", summary.format)).toBe(false);
    expect(misnamed("photo.jpeg", read(fixture("C.jpg")).summary.format)).toBe(false);
  });
});

describe("a file cut short", () => {
  it("takes whole JPEG, PNG and GIF files as whole, bytes after the end included", () => {
    for (const bytes of [fixture("C.jpg"), fixture("no_manifest.jpg"), png(30, 20), GIF])
      expect(read(bytes).truncated).toBe(false);
    expect(read(paddedJpeg(fixture("C.jpg"), [], 200_000)).truncated).toBe(false);
  });

  it("sees a JPEG, a PNG and a GIF that stop before their end", () => {
    const jpeg = fixture("C.jpg");
    const cut = read(jpeg.slice(0, Math.floor(jpeg.length * 0.6)));
    expect(cut.truncated).toBe(true);
    // The header is still read: its dimensions are what it declares, not what the bytes hold.
    expect([cut.summary.width, cut.summary.height]).toEqual([2048, 1365]);
    expect(findings(cut.summary, { truncated: cut.truncated }).map((f) => f.code)).toContain("truncated");
    const picture = png(30, 20);
    expect(read(picture.slice(0, picture.length - 20)).truncated).toBe(true);
    expect(isTruncated(GIF.slice(0, GIF.length - 1), "GIF")).toBe(true);
  });

  it("does not judge a format whose end it cannot check", () => {
    expect(isTruncated(new Uint8Array([1, 2, 3]), "HEIC")).toBe(false);
    expect(isTruncated(new Uint8Array([1, 2, 3]), undefined)).toBe(false);
  });
});
