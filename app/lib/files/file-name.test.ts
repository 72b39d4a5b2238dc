import { describe, expect, it } from "vitest";
import { fileStem } from "./file-name.ts";

describe("fileStem", () => {
  it.each([
    ["photo.jpg", "photo"],
    ["clip.final.mp4", "clip.final"],
    ["IMG_0001.JPEG", "IMG_0001"],
    ["scan.webarchive", "scan.webarchive"],
    ["Mr. Bean.mov", "Mr. Bean"],
    ["Mr. Bean", "Mr. Bean"],
    ["notes", "notes"],
    ["trailing.", "trailing."],
    ["folder.d/photo", "folder.d/photo"],
    ["folder.d\\photo", "folder.d\\photo"],
    ["Ảnh chụp.png", "Ảnh chụp"],
  ])("%j is %j", (name, stem) => {
    expect(fileStem(name, "image")).toBe(stem);
  });

  it("gives the fallback when nothing is left", () => {
    expect(fileStem(".jpg", "image")).toBe("image");
    expect(fileStem("", "video")).toBe("video");
  });

  it("is linear on a name made of dots", () => {
    const name = `${"a.".repeat(200_000)}x`;
    expect(fileStem(name, "image")).toBe(`${"a.".repeat(199_999)}a`);
  });
});
