import { describe, expect, it } from "vitest";
import { downloadOf } from "./download.ts";

describe("downloadOf", () => {
  it.each([
    ["application/octet-stream", "2400000", { type: "application/octet-stream", bytes: 2_400_000 }],
    ["application/zip", undefined, { type: "application/zip", bytes: null }],
    [
      "application/vnd.microsoft.portable-executable",
      "512",
      { type: "application/vnd.microsoft.portable-executable", bytes: 512 },
    ],
    ["application/x-msdownload", "  77 ", { type: "application/x-msdownload", bytes: 77 }],
    [
      "application/vnd.android.package-archive",
      "-1",
      { type: "application/vnd.android.package-archive", bytes: null },
    ],
  ])("calls %s a download, with its size when the site gives a whole number", (type, length, expected) => {
    expect(downloadOf({ type, length })).toEqual(expected);
  });

  it.each([
    "text/html",
    "application/xhtml+xml",
    "text/plain",
    "image/png",
    "video/mp4",
    "application/pdf",
    "application/json",
    "application/rss+xml",
  ])("leaves %s alone: a browser shows it", (type) => {
    expect(downloadOf({ type, length: "1000" })).toBeNull();
  });

  it("takes a site's word that a file is to be saved, whatever its type", () => {
    expect(downloadOf({ type: "text/csv", disposition: 'attachment; filename="data.csv"' })).toEqual({
      type: "text/csv",
      bytes: null,
    });
    expect(downloadOf({ type: "", disposition: "attachment" })).toEqual({
      type: "application/octet-stream",
      bytes: null,
    });
    expect(downloadOf({ type: "text/html", disposition: "inline" })).toBeNull();
  });

  it("does not guess a download from a missing type", () => {
    expect(downloadOf({ type: "" })).toBeNull();
    expect(downloadOf({ type: "", length: "300" })).toBeNull();
  });
});
