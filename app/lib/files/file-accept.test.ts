import { describe, expect, it } from "vitest";
import { acceptsFile } from "./file-accept.ts";

const IMAGES = "image/*,.heic,.heif";

describe("acceptsFile", () => {
  it("takes a type of a wildcard family, an exact type, or a listed extension", () => {
    expect(acceptsFile(IMAGES, { name: "a.png", type: "image/png" })).toBe(true);
    expect(acceptsFile("video/mp4", { name: "clip", type: "video/mp4" })).toBe(true);
    expect(acceptsFile(IMAGES, { name: "IMG_1.HEIC", type: "application/octet-stream" })).toBe(true);
  });

  it("refuses another family, a look-alike type and an unlisted extension", () => {
    expect(acceptsFile(IMAGES, { name: "notes.pdf", type: "application/pdf" })).toBe(false);
    expect(acceptsFile("image/*", { name: "x.png", type: "imagex/png" })).toBe(false);
    expect(acceptsFile("video/mp4", { name: "clip.mp4", type: "video/webm" })).toBe(false);
    expect(acceptsFile(" , ", { name: "a.png", type: "image/png" })).toBe(false);
  });

  it("leaves a file without a type to the tool's reader", () => {
    expect(acceptsFile(IMAGES, { name: "pasted", type: "" })).toBe(true);
  });
});
