import { mkdtempSync, openAsBlob } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ffprobeVideoBitrate,
  makeAv1,
  makeBusyStart,
  makeH264,
  makeHevc,
  makeIphoneLike,
  makeNotVideo,
  makeProRes,
  makeTruncated,
  makeVp8,
  makeVp9,
  SAMPLE_CREATED,
} from "../fixtures/make-videos.ts";
import { readVideo } from "./read-video.ts";

// Real files made by ffmpeg, read by the real mediabunny from a lazily read Blob, as in the browser.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "video-inspector-"));
});

describe("readVideo", () => {
  it("reads an H.264 MP4's facts and its keyframes at the times the encoder was given", async () => {
    const made = makeH264(dir);
    const report = await readVideo(await openAsBlob(made.file));
    expect(report.problem).toBeUndefined();
    expect(report.format).toBe("MP4");
    expect(report.keyframes).toEqual(made.keyframes);
    expect(report.duration).toBeCloseTo(6, 1);
    expect(report.video).toMatchObject({ codec: "avc", width: 320, height: 240, rotation: 0 });
    expect(report.video?.codecString).toMatch(/^avc1\./);
    expect(report.video?.frameRate).toBeCloseTo(25, 0);
    expect(report.audio).toMatchObject({ codec: "aac", sampleRate: 48000 });
    expect(report.created).toBe(SAMPLE_CREATED);
    expect(report.place).toEqual({ latitude: 21.0285, longitude: 105.8542 });
    expect(report.bitrate).toBeGreaterThan(0);
  });

  it("measures the picture's bitrate over the whole stream, as ffprobe does, not over its first seconds", async () => {
    const file = makeBusyStart(dir);
    const report = await readVideo(await openAsBlob(file));
    const expected = ffprobeVideoBitrate(file);
    // Over the first 600 packets this file's picture runs at about 2.5 times its whole-stream rate.
    expect(Math.abs((report.video?.bitrate ?? 0) - expected) / expected).toBeLessThan(0.02);
    expect(report.video?.bitrate ?? 0).toBeLessThanOrEqual(report.bitrate ?? 0);
  });

  it("reads the phone's make and model from Apple's metadata keys", async () => {
    const report = await readVideo(await openAsBlob(makeIphoneLike(dir)));
    expect(report.format).toBe("QuickTime File Format");
    expect(report).toMatchObject({ make: "Apple", model: "iPhone 15 Pro", software: "17.4.1" });
    expect(report.place).toEqual({ latitude: 48.8584, longitude: 2.2945, altitude: 35.12 });
    expect(report.dateTag).toBe("2024-03-12T15:05:00+0100");
  });

  it("reads a VP9 WebM's keyframes and its Matroska date", async () => {
    const made = makeVp9(dir);
    const report = await readVideo(await openAsBlob(made.file));
    expect(report.problem).toBeUndefined();
    expect(report.format).toBe("WebM");
    expect(report.video).toMatchObject({ codec: "vp9", width: 320, height: 240 });
    expect(report.keyframes).toEqual(made.keyframes);
    expect(report.created).toBe("2023-07-01T08:30:00.000Z");
  });

  it.each([
    ["AV1 MP4", makeAv1, "av1", /^av01\./, "MP4"],
    ["VP8 WebM", makeVp8, "vp8", /^vp8$/, "WebM"],
  ])("reads an %s's codec and keyframes", async (_, make, codec, codecString, format) => {
    const made = make(dir);
    const report = await readVideo(await openAsBlob(made.file));
    expect(report.problem).toBeUndefined();
    expect(report.format).toBe(format);
    expect(report.video).toMatchObject({ codec, width: 320, height: 240 });
    expect(report.video?.codecString).toMatch(codecString);
    expect(report.keyframes).toEqual(made.keyframes);
  });

  it("reads an HEVC MP4's facts and keyframes (decoding is the browser's part)", async () => {
    const made = makeHevc(dir);
    const report = await readVideo(await openAsBlob(made.file));
    expect(report.problem).toBeUndefined();
    expect(report.video?.codec).toBe("hevc");
    expect(report.video?.codecString).toMatch(/^(hev1|hvc1)\./);
    expect(report.keyframes).toEqual(made.keyframes);
  });

  it("reads the facts of a codec no browser decodes, and the container's own name for it", async () => {
    const report = await readVideo(await openAsBlob(makeProRes(dir)));
    expect(report.problem).toBeUndefined();
    expect(report.video).toMatchObject({ codec: "prores", codecId: "apco", width: 320 });
    expect(report.keyframes).toHaveLength(50);
  });

  it("says a file cut short is truncated, with its facts still read", async () => {
    const report = await readVideo(await openAsBlob(makeTruncated(dir)));
    expect(report.problem).toBe("truncated");
    expect(report.video?.codec).toBe("avc");
    expect(report.keyframes.length).toBeGreaterThan(0);
  });

  it("says a file that is not a video cannot be read, and nothing else", async () => {
    const report = await readVideo(await openAsBlob(makeNotVideo(dir)));
    expect(report).toMatchObject({ problem: "unreadable", keyframes: [], duration: 0 });
    expect(report.video).toBeUndefined();
  });
});
