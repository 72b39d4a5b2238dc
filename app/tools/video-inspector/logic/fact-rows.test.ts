import { describe, expect, it } from "vitest";
import { codecName, factRows } from "./fact-rows.ts";
import type { VideoReport } from "./read-video.ts";

const REPORT: VideoReport = {
  format: "MP4",
  fileSize: 271_270,
  duration: 6,
  bitrate: 361_693,
  video: {
    codec: "avc",
    codecString: "avc1.64000d",
    width: 1920,
    height: 1080,
    rotation: 90,
    frameRate: 29.97,
    bitrate: 283_000,
  },
  audio: { codec: "aac", sampleRate: 48000, channels: 1 },
  created: "2024-03-12T14:05:00.000Z",
  place: { latitude: 21.0285, longitude: 105.8542 },
  make: "Apple",
  model: "iPhone 15",
  keyframes: [0, 2, 4],
};

const byId = (rows: ReturnType<typeof factRows>) => Object.fromEntries(rows.map((row) => [row.id, row]));

describe("factRows", () => {
  it("writes each fact in the page's language", () => {
    const fr = byId(factRows(REPORT, "fr", "ab12"));
    expect(fr.duration?.value).toBe("0:06,000");
    expect(fr.dimensions?.value).toBe("1\u202f920 × 1\u202f080");
    expect(fr.frameRate?.values?.value).toBe("29,97");
    expect(fr.place?.value).toBe("21,028500\u00a0; 105,854200");
    expect(fr.place?.href).toContain("mlat=21.028500&mlon=105.854200");
    expect(fr.created?.value).toBe("12 mars 2024 à 14:05:00 UTC");
    expect(fr.device?.value).toBe("Apple iPhone 15");
    expect(fr.sha256?.value).toBe("ab12");
    expect(byId(factRows(REPORT, "vi")).place?.value).toBe("21,028500; 105,854200");
    expect(byId(factRows(REPORT, "en")).place?.value).toBe("21.028500, 105.854200");
    expect(byId(factRows(REPORT, "vi")).duration?.value).toBe("0:06,000");
    expect(byId(factRows(REPORT, "en")).duration?.value).toBe("0:06.000");
  });

  it("names codecs as people know them", () => {
    expect(byId(factRows(REPORT, "en")).codecs?.values).toEqual({
      video: "H.264 (AVC)",
      audio: "AAC",
      detail: "avc1.64000d",
    });
    expect(codecName("hevc")).toBe("H.265 (HEVC)");
    expect(codecName(null, "xyz1")).toBe("xyz1");
    expect(codecName(null, null, "apch")).toBe("apch");
    expect(codecName("prores")).toBe("Apple ProRes");
  });

  it("leaves out what the file does not have", () => {
    const rows = factRows(
      { format: "", fileSize: 12, duration: 0, keyframes: [], problem: "unreadable" },
      "en",
    );
    expect(rows.map((row) => row.id)).toEqual(["format", "sha256"]);
  });
});
