import { describe, expect, it } from "vitest";
import { attributeList, type HlsMaster, type HlsMedia, parseHls } from "./hls-playlist.ts";
import { MediaFailed } from "./media-failed.ts";
import { MAX_SEGMENTS } from "./media-fetch.ts";

const BASE = new URL("https://cdn.example/show/index.m3u8");

const asMaster = (text: string) => parseHls(text, BASE) as HlsMaster;
const asMedia = (text: string) => parseHls(text, BASE) as HlsMedia;

function failure(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof MediaFailed) return error.code;
    throw error;
  }
  return undefined;
}

/** As Apple's authoring tools write a master: audio in groups of its own, one variant with muxed audio. */
const APPLE_MASTER = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-INDEPENDENT-SEGMENTS

#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud1",LANGUAGE="en",NAME="English",AUTOSELECT=YES,DEFAULT=YES,CHANNELS="2",URI="a1/prog_index.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="muxed",NAME="Main",DEFAULT=YES

#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=2168183,BANDWIDTH=2177116,CODECS="avc1.640020,mp4a.40.2",RESOLUTION=960x540,FRAME-RATE=60.000,CLOSED-CAPTIONS=NONE,AUDIO="aud1"
v5/prog_index.m3u8
#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=7968416,BANDWIDTH=8001098,CODECS="avc1.64002a,mp4a.40.2",RESOLUTION=1920x1080,FRAME-RATE=60.000,AUDIO="aud1"
https://other.example/v9/prog_index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=600000,CODECS="avc1.4d401e,mp4a.40.2",RESOLUTION=640x360,AUDIO="muxed"
/low/index.m3u8
#EXT-X-I-FRAME-STREAM-INF:AVERAGE-BANDWIDTH=186522,BANDWIDTH=187477,CODECS="avc1.64002a",RESOLUTION=1920x1080,URI="v9/iframe_index.m3u8"
`;

/** As ffmpeg's hls muxer writes a VOD playlist of MPEG-TS segments. */
const FFMPEG_TS = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXTINF:2.000000,
stream0.ts
#EXTINF:2.000000,
stream1.ts
#EXTINF:1.500000,
stream2.ts
#EXT-X-ENDLIST
`;

describe("attributeList", () => {
  it("reads quoted values with commas, unquoted values, and keeps the first of a repeated name", () => {
    const attributes = attributeList(
      'BANDWIDTH=1280000,CODECS="avc1.4d401f,mp4a.40.2",RESOLUTION=1280x720,BANDWIDTH=1,NAME="a=b"',
    );
    expect(Object.fromEntries(attributes)).toEqual({
      BANDWIDTH: "1280000",
      CODECS: "avc1.4d401f,mp4a.40.2",
      RESOLUTION: "1280x720",
      NAME: "a=b",
    });
  });

  it("survives an unclosed quote and a list of 100,000 attributes, quickly", () => {
    expect(attributeList('URI="never closed, at all').get("URI")).toBe("never closed, at all");
    const huge = Array.from({ length: 100_000 }, (_, i) => `X-${i}="v,${i}"`).join(",");
    const start = performance.now();
    expect(attributeList(huge).size).toBe(100_000);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe("parseHls: master playlists", () => {
  it("lists each variant, resolved, with its facts and whether its audio is separate", () => {
    const { variants } = asMaster(APPLE_MASTER);
    expect(variants).toEqual([
      {
        url: "https://cdn.example/show/v5/prog_index.m3u8",
        bandwidth: 2177116,
        averageBandwidth: 2168183,
        width: 960,
        height: 540,
        codecs: "avc1.640020,mp4a.40.2",
        frameRate: 60,
        separateAudio: true,
      },
      {
        url: "https://other.example/v9/prog_index.m3u8",
        bandwidth: 8001098,
        averageBandwidth: 7968416,
        width: 1920,
        height: 1080,
        codecs: "avc1.64002a,mp4a.40.2",
        frameRate: 60,
        separateAudio: true,
      },
      {
        url: "https://cdn.example/low/index.m3u8",
        bandwidth: 600000,
        averageBandwidth: undefined,
        width: 640,
        height: 360,
        codecs: "avc1.4d401e,mp4a.40.2",
        frameRate: undefined,
        separateAudio: false,
      },
    ]);
  });

  it("reads a playlist with CRLF line ends and a byte-order mark", () => {
    const text = `\uFEFF${APPLE_MASTER.replaceAll("\n", "\r\n")}`;
    expect(asMaster(text).variants).toHaveLength(3);
  });
});

describe("parseHls: media playlists", () => {
  it("reads ffmpeg's MPEG-TS VOD playlist: segments resolved, durations summed, not live", () => {
    expect(asMedia(FFMPEG_TS)).toEqual({
      type: "media",
      segments: [
        { url: "https://cdn.example/show/stream0.ts", duration: 2 },
        { url: "https://cdn.example/show/stream1.ts", duration: 2 },
        { url: "https://cdn.example/show/stream2.ts", duration: 1.5 },
      ],
      duration: 5.5,
      encrypted: false,
      live: false,
      segmentKind: "ts",
    });
  });

  it("reads an fMP4 playlist: its EXT-X-MAP is the init section", () => {
    const playlist = asMedia(`#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:2
#EXT-X-MAP:URI="init.mp4"
#EXTINF:2.002,
seg-1.m4s
#EXTINF:2.002,
seg-2.m4s
#EXT-X-ENDLIST`);
    expect(playlist.init).toEqual({ url: "https://cdn.example/show/init.mp4" });
    expect(playlist.segmentKind).toBe("fmp4");
    expect(playlist.segments.map((segment) => segment.url.slice(-9))).toEqual(["seg-1.m4s", "seg-2.m4s"]);
  });

  it("reads byte ranges of one file, an offset left out following the previous range", () => {
    const playlist = asMedia(`#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:6
#EXT-X-MAP:URI="main.mp4",BYTERANGE="720@0"
#EXTINF:6.0,
#EXT-X-BYTERANGE:100000@720
main.mp4
#EXTINF:6.0,
#EXT-X-BYTERANGE:90000
main.mp4
#EXTINF:3.0,
#EXT-X-BYTERANGE:5000@0
other.mp4
#EXT-X-ENDLIST`);
    expect(playlist.init).toEqual({
      url: "https://cdn.example/show/main.mp4",
      range: { offset: 0, length: 720 },
    });
    expect(playlist.segments.map(({ range }) => range)).toEqual([
      { offset: 720, length: 100000 },
      { offset: 100720, length: 90000 },
      { offset: 0, length: 5000 },
    ]);
  });

  it("says a playlist is encrypted when a key's METHOD is not NONE, and live without EXT-X-ENDLIST", () => {
    const live = asMedia(`#EXTM3U
#EXT-X-TARGETDURATION:6
#EXT-X-MEDIA-SEQUENCE:2680
#EXT-X-KEY:METHOD=NONE
#EXTINF:6.0,
https://live.example/2680.ts
#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example/k1",IV=0x1234
#EXTINF:6.0,
https://live.example/2681.ts`);
    expect(live.live).toBe(true);
    expect(live.encrypted).toBe(true);
    expect(asMedia(FFMPEG_TS.replace("#EXT-X-PLAYLIST-TYPE:VOD", "#EXT-X-KEY:METHOD=NONE")).encrypted).toBe(
      false,
    );
  });

  it("refuses an init section that changes midway, and byte ranges that make no sense", () => {
    const twoMaps = `#EXTM3U\n#EXT-X-MAP:URI="a.mp4"\n#EXTINF:2,\n1.m4s\n#EXT-X-DISCONTINUITY\n#EXT-X-MAP:URI="b.mp4"\n#EXTINF:2,\n2.m4s\n`;
    expect(failure(() => parseHls(twoMaps, BASE))).toBe("unsupported");
    expect(failure(() => parseHls("#EXTM3U\n#EXT-X-BYTERANGE:100\n#EXTINF:2,\na.ts\n", BASE))).toBe(
      "not_a_stream",
    );
    expect(failure(() => parseHls("#EXTM3U\n#EXT-X-BYTERANGE:abc@1\n#EXTINF:2,\na.ts\n", BASE))).toBe(
      "not_a_stream",
    );
  });
});

describe("parseHls: hostile playlists", () => {
  const segments = (count: number) =>
    `#EXTM3U\n${Array.from({ length: count }, (_, i) => `#EXTINF:2,\ns${i}.ts`).join("\n")}\n#EXT-X-ENDLIST\n`;

  it(`takes ${MAX_SEGMENTS} segments and refuses one more, or 10,000`, () => {
    expect(asMedia(segments(MAX_SEGMENTS)).segments).toHaveLength(MAX_SEGMENTS);
    expect(failure(() => parseHls(segments(MAX_SEGMENTS + 1), BASE))).toBe("too_many_segments");
    expect(failure(() => parseHls(segments(10_000), BASE))).toBe("too_many_segments");
  });

  it("refuses what is not a playlist, or one over 2 MB, and reads a 1 MB line without hanging", () => {
    expect(failure(() => parseHls("<html><body>Not found</body></html>", BASE))).toBe("not_a_stream");
    expect(failure(() => parseHls("", BASE))).toBe("not_a_stream");
    expect(failure(() => parseHls("\0\x01garbage#EXTM3U", BASE))).toBe("not_a_stream");
    expect(failure(() => parseHls(`#EXTM3U\n#${"x".repeat(2_100_000)}`, BASE))).toBe("manifest_too_large");
    const start = performance.now();
    const longLine = `#EXTM3U\n#EXT-X-STREAM-INF:${"A=,".repeat(330_000)}\nv.m3u8\n`;
    expect(asMaster(longLine).variants).toHaveLength(1);
    expect(asMedia(`#EXTM3U\n#EXTINF:${"9".repeat(1_000_000)},\na.ts\n`).segments).toHaveLength(1);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it("refuses a segment address that is no address", () => {
    expect(failure(() => parseHls("#EXTM3U\n#EXTINF:2,\nhttp://[bad\n", BASE))).toBe("not_a_stream");
  });
});
