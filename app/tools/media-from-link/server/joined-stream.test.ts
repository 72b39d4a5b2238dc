import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BufferSource, EncodedPacketSink, Input, MP4, MPEG_TS } from "mediabunny";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchFailed } from "#server/net/guarded-request.ts";
import { closeServers, type LocalServer, serve } from "#server/test/origins.ts";
import {
  type MadeStream,
  makeDash,
  makeHlsFmp4,
  makeHlsSingleFile,
  makeHlsTs,
} from "../fixtures/make-streams.ts";
import { streamSite } from "../fixtures/stream-site.ts";
import { bestRendition, type JoinOptions, openJoined, readStreamManifest } from "./joined-stream.ts";
import { MediaFailed } from "./media-failed.ts";
import type { FetchRules } from "./media-fetch.ts";

const HOST = "video.example";
let root: string;
let site: Awaited<ReturnType<typeof streamSite>>;
let canary: LocalServer;
const streams: Record<string, MadeStream> = {};
/** Requests the site is answering at this moment, and the most at once. */
const load = { now: 0, peak: 0 };

const url = (file: string) => `${site.base}/${file}`;
const rules = (): FetchRules => site.rules;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "joined-stream-"));
  streams.ts = makeHlsTs(path.join(root, "ts"));
  streams.fmp4 = makeHlsFmp4(path.join(root, "fmp4"));
  streams.single = makeHlsSingleFile(path.join(root, "single"));
  streams.dash = makeDash(path.join(root, "dash"));
  canary = await serve((_req, res) => res.writeHead(200, { "Content-Type": "video/mp2t" }).end("canary"));
  site = await streamSite(HOST, root, (req, res) => {
    load.now++;
    load.peak = Math.max(load.peak, load.now);
    res.on("close", () => load.now--);
    if (req.url === "/to-metadata.ts") {
      res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" }).end();
    } else if (req.url === "/to-canary.ts") {
      res.writeHead(302, { Location: `http://${HOST}:${canary.port}/seg.ts` }).end();
    } else if (req.url === "/stall.m3u8") {
      res.writeHead(200, { "Content-Type": "application/vnd.apple.mpegurl" });
      res.write("#EXTM3U\n");
    } else if (req.url === "/stall.ts") {
      res.writeHead(200, { "Content-Type": "video/mp2t" });
      res.write(Buffer.alloc(188, 0x47));
    } else {
      return false;
    }
    return true;
  });
  const playlist = (lines: string[]) =>
    `#EXTM3U\n#EXT-X-TARGETDURATION:2\n${lines.map((line) => `#EXTINF:2.0,\n${line}`).join("\n")}\n#EXT-X-ENDLIST\n`;
  const files: Record<string, string> = {
    "master.m3u8": `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=320x180,CODECS="avc1.64000d"
ts/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=160x90,CODECS="avc1.64000d"
ts/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=320x180,CODECS="avc1.64000d"
fmp4/index.m3u8
`,
    "metadata.m3u8": playlist(["ts/seg000.ts", "to-metadata.ts"]),
    "inside.m3u8": playlist(["ts/seg000.ts", "http://10.0.0.1/seg.ts"]),
    "canary.m3u8": playlist([`http://127.0.0.1:${canary.port}/seg.ts`]),
    "canary-redirect.m3u8": playlist(["to-canary.ts"]),
    "stalled-segment.m3u8": playlist(["ts/seg000.ts", "stall.ts", "ts/seg001.ts"]),
    "missing.m3u8": playlist(["ts/seg000.ts", "ts/nowhere.ts"]),
    "missing-first.m3u8": playlist(["ts/nowhere.ts", "ts/seg000.ts"]),
    "webm.mpd": readFileSync(path.join(root, "dash/manifest.mpd"), "utf8")
      .replaceAll("init-stream", "dash/init-stream")
      .replaceAll("chunk-stream", "dash/chunk-stream")
      .replace(
        "</Period>",
        '<AdaptationSet contentType="video"><Representation id="webm" mimeType="video/webm" bandwidth="9000000"><SegmentTemplate media="w$Number$.webm" duration="2" startNumber="1"/></Representation></AdaptationSet></Period>',
      ),
    "many.m3u8": playlist(Array.from({ length: 2001 }, () => "ts/seg000.ts")),
    "encrypted.m3u8": readFileSync(path.join(root, "ts/index.m3u8"), "utf8").replace(
      "#EXTINF",
      '#EXT-X-KEY:METHOD=AES-128,URI="key.bin"\n#EXTINF',
    ),
    "page.html": "<!doctype html><title>not a stream</title>",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
}, 120_000);

afterAll(async () => {
  await closeServers();
  rmSync(root, { recursive: true, force: true });
});

async function joined(file: string, options: JoinOptions = {}) {
  const stream = await openJoined(url(file), rules(), options, AbortSignal.timeout(20_000));
  const chunks: Buffer[] = [];
  for await (const chunk of stream.body) chunks.push(chunk);
  return { ...stream, bytes: Buffer.concat(chunks) };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const concatenation = ({ dir, parts }: MadeStream) =>
  Buffer.concat(parts.map((part) => readFileSync(path.join(dir, part))));

/**
 * What the inspector's demuxer makes of the bytes: keyframes of the video track and the seconds they
 * span (a TS file's clock starts at ffmpeg's 1.4 s mux delay, not 0).
 */
async function inspected(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: [MP4, MPEG_TS] });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error("no video track");
  const sink = new EncodedPacketSink(track);
  let keyframes = 0;
  for (let packet = await sink.getFirstKeyPacket(); packet; packet = await sink.getNextKeyPacket(packet)) {
    keyframes++;
  }
  const duration = (await track.computeDuration()) - (await track.getFirstTimestamp());
  return { format: (await input.getFormat()).name, keyframes, duration };
}

async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof MediaFailed) return error.code;
    if (error instanceof FetchFailed) return error.reason;
    throw error;
  }
  return "none";
}

describe("openJoined: real streams made by ffmpeg", () => {
  it.each([
    ["HLS of MPEG-TS segments", "ts", "video/mp2t", 10, "MPEG Transport Stream"],
    ["HLS of fMP4 segments", "fmp4", "video/mp4", 10, "MP4"],
    ["HLS of byte ranges of one file", "single", "video/mp2t", 10, "MPEG Transport Stream"],
    ["DASH", "dash", "video/mp4", 10, "MP4"],
  ])(
    "%s: the bytes are the files joined, and the inspector reads 10 keyframes in 20 s",
    async (_, name, type, segments, format) => {
      const stream = streams[name] as MadeStream;
      const { contentType, segments: count, bytes } = await joined(`${name}/${stream.manifest}`);
      expect(contentType).toBe(type);
      expect(count).toBe(segments);
      expect(sha256(bytes)).toBe(sha256(concatenation(stream)));
      const facts = await inspected(bytes);
      expect(facts.format).toBe(format);
      expect(facts.keyframes).toBe(10);
      expect(facts.duration).toBeGreaterThan(19.5);
      expect(facts.duration).toBeLessThan(20.5);
    },
  );

  it("keeps at most 3 requests going while a slow reader takes one segment after another", async () => {
    load.peak = 0;
    const stream = await openJoined(url("ts/index.m3u8"), rules(), {}, AbortSignal.timeout(20_000));
    let chunks = 0;
    for await (const _ of stream.body) {
      if (chunks++ % 4 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(load.peak).toBeGreaterThan(1);
    expect(load.peak).toBeLessThanOrEqual(3);
  });
});

describe("openJoined and readStreamManifest: a master playlist", () => {
  it("lists the variants, the best one's playlist read, and joins the best one by default", async () => {
    const manifest = await readStreamManifest(url("master.m3u8"), rules(), AbortSignal.timeout(10_000));
    expect(manifest.format).toBe("hls");
    expect(manifest.best).toBe("v2");
    expect(
      manifest.renditions.map(({ id, bandwidth, height, segments }) => [id, bandwidth, height, segments]),
    ).toEqual([
      ["v0", 300000, 180, undefined],
      ["v1", 400000, 90, undefined],
      ["v2", 400000, 180, 10],
    ]);
    expect(manifest.renditions[2]).toMatchObject({ live: false, encrypted: false, separateAudio: false });
    expect(manifest.renditions[2]?.duration).toBeCloseTo(20, 0);
    const best = await joined("master.m3u8");
    expect(best.contentType).toBe("video/mp4");
    expect(sha256(best.bytes)).toBe(sha256(concatenation(streams.fmp4 as MadeStream)));
  });

  it("joins the rendition asked for, and refuses one that is not there", async () => {
    const chosen = await joined("master.m3u8", { rendition: "v0" });
    expect(chosen.contentType).toBe("video/mp2t");
    expect(sha256(chosen.bytes)).toBe(sha256(concatenation(streams.ts as MadeStream)));
    expect(await failure(() => joined("master.m3u8", { rendition: "v9" }))).toBe("no_rendition");
  });

  it("lists a DASH manifest's renditions with their segments", async () => {
    const manifest = await readStreamManifest(url("dash/manifest.mpd"), rules(), AbortSignal.timeout(10_000));
    expect(manifest).toMatchObject({ format: "dash", periods: 1, best: "0" });
    expect(manifest.renditions).toMatchObject([
      { id: "0", kind: "video", width: 320, height: 180, segments: 10 },
    ]);
  });
});

describe("openJoined: what it refuses", () => {
  it("leaves out DASH renditions whose segments join to no file handed on (WebM)", async () => {
    const manifest = await readStreamManifest(url("webm.mpd"), rules(), AbortSignal.timeout(10_000));
    expect(manifest.renditions.map(({ id }) => id)).toEqual(["0"]);
    const { bytes } = await joined("webm.mpd");
    expect(sha256(bytes)).toBe(sha256(concatenation(streams.dash as MadeStream)));
  });
  it("refuses a segment redirected to the metadata address, or naming a private one (private_address)", async () => {
    expect(await failure(() => joined("metadata.m3u8"))).toBe("private_address");
    // Written inside: refused before a byte is fetched, so the caller can still answer with an error.
    const inside = openJoined(url("inside.m3u8"), rules(), {}, AbortSignal.timeout(5000));
    expect(await failure(() => inside)).toBe("private_address");
    expect(await failure(() => joined("canary.m3u8"))).toBe("private_address");
    expect(await failure(() => joined("canary-redirect.m3u8"))).toBe("private_address");
    expect(canary.connections).toBe(0);
  });

  it("ends a segment or a playlist that stalls with a timeout", async () => {
    const start = performance.now();
    expect(await failure(() => joined("stalled-segment.m3u8", { idleMs: 300 }))).toBe("timeout");
    const stalledPlaylist = openJoined(
      url("stall.m3u8"),
      rules(),
      { idleMs: 300 },
      AbortSignal.timeout(5000),
    );
    expect(await failure(() => stalledPlaylist)).toBe("timeout");
    expect(performance.now() - start).toBeLessThan(3000);
  });

  it("refuses 2,001 segments, an encrypted stream, a segment not found, and a page", async () => {
    expect(await failure(() => joined("many.m3u8"))).toBe("too_many_segments");
    expect(
      await failure(() => readStreamManifest(url("many.m3u8"), rules(), AbortSignal.timeout(5000))),
    ).toBe("too_many_segments");
    expect(await failure(() => joined("encrypted.m3u8"))).toBe("encrypted");
    expect(await failure(() => joined("missing.m3u8"))).toBe("segment_failed");
    const missingFirst = openJoined(url("missing-first.m3u8"), rules(), {}, AbortSignal.timeout(5000));
    expect(await failure(() => missingFirst)).toBe("segment_failed");
    expect(await failure(() => joined("page.html"))).toBe("not_a_stream");
    expect(await failure(() => joined("ts/seg000.ts"))).toBe("not_a_stream");
    expect(await failure(() => joined("nowhere.m3u8"))).toBe("http_status");
  });
});

describe("bestRendition", () => {
  it("takes the highest bandwidth video, ties by picture size, audio only without video", () => {
    const pick = (renditions: Parameters<typeof bestRendition>[0]) =>
      renditions.indexOf(bestRendition(renditions));
    expect(
      pick([
        { kind: "audio", bandwidth: 9e6 },
        { kind: "video", bandwidth: 2e6, width: 640, height: 360 },
        { kind: "video", bandwidth: 2e6, width: 1280, height: 720 },
        { kind: "video", bandwidth: 1e6, width: 1920, height: 1080 },
      ]),
    ).toBe(2);
    expect(
      pick([
        { kind: "audio", bandwidth: 64000 },
        { kind: "audio", bandwidth: 128000 },
      ]),
    ).toBe(1);
    expect(() => bestRendition([])).toThrow(MediaFailed);
  });
});
