import { describe, expect, it } from "vitest";
import { mediaFileName } from "./media-name.ts";

describe("mediaFileName", () => {
  it.each([
    ["https://cdn.example/v/flood%20clip.mp4?sig=1", "video/mp4", "flood clip.mp4"],
    ["https://cdn.example/v/", "video/mp4", "media.mp4"],
    ["https://cdn.example/hls/index.m3u8", "video/mp2t", "index.ts"],
    ["https://cdn.example/dash/manifest.mpd", "video/mp4", "manifest.mp4"],
    ["https://cdn.example/photo", "image/jpeg", "photo.jpg"],
    ["https://cdn.example/a%2Fb%3Cc%3E.png", "image/png", "a_b_c_.png"],
    ["https://cdn.example/%E0%A4%A.jpg", undefined, "%E0%A4%A.jpg"],
    ["https://cdn.example/.hidden", undefined, "media.hidden"],
  ])("%s (%s) → %s", (url, type, name) => {
    expect(mediaFileName(url, type)).toBe(name);
  });

  it("keeps a long name to 120 characters", () => {
    expect(mediaFileName(`https://cdn.example/${"x".repeat(500)}.mp4`, "video/mp4")).toHaveLength(120);
  });
});
