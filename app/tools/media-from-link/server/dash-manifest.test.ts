import { describe, expect, it } from "vitest";
import { type DashManifest, expandTemplate, isoDuration, parseDash } from "./dash-manifest.ts";
import { MediaFailed } from "./media-failed.ts";
import { MAX_SEGMENTS } from "./media-fetch.ts";

const BASE = new URL("https://cdn.example/vod/show/manifest.mpd");

function failure(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof MediaFailed) return error.code;
    throw error;
  }
  return undefined;
}

const mpd = (body: string, attributes = 'type="static" mediaPresentationDuration="PT6.0S"') =>
  `<?xml version="1.0" encoding="utf-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" profiles="urn:mpeg:dash:profile:isoff-live:2011" ${attributes}>
${body}
</MPD>`;

/** As ffmpeg's dash muxer writes it: a timeline, $Number%05d$. */
const FFMPEG = mpd(`<Period id="0" start="PT0.0S">
  <AdaptationSet id="0" contentType="video" startWithSAP="1" segmentAlignment="true" frameRate="25/1" maxWidth="320" maxHeight="180">
    <Representation id="0" mimeType="video/mp4" codecs="avc1.64000c" bandwidth="243553" width="320" height="180" sar="1:1">
      <SegmentTemplate timescale="12800" initialization="init-stream$RepresentationID$.m4s" media="chunk-stream$RepresentationID$-$Number%05d$.m4s" startNumber="1">
        <SegmentTimeline>
          <S t="0" d="25600" r="2" />
        </SegmentTimeline>
      </SegmentTemplate>
    </Representation>
  </AdaptationSet>
  <AdaptationSet id="1" contentType="audio" lang="en">
    <Representation id="1" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="128000" audioSamplingRate="48000">
      <SegmentTemplate timescale="48000" initialization="init-stream$RepresentationID$.m4s" media="chunk-stream$RepresentationID$-$Number%05d$.m4s" startNumber="1">
        <SegmentTimeline><S t="0" d="96256" /><S d="95232" r="1" /></SegmentTimeline>
      </SegmentTemplate>
    </Representation>
  </AdaptationSet>
</Period>`);

describe("isoDuration", () => {
  it("reads the durations manifests write", () => {
    expect(isoDuration("PT6.0S")).toBe(6);
    expect(isoDuration("PT1H2M3.5S")).toBe(3723.5);
    expect(isoDuration("P1DT2H")).toBe(93_600);
    expect(isoDuration("PT0S")).toBe(0);
  });

  it("refuses what is not one, in linear time", () => {
    for (const text of ["", "P", "PT", "6S", "PT6", "PTS", "PT1.2.3S", "PT1X", "P1H", "PT1HT2M"]) {
      expect(isoDuration(text)).toBeUndefined();
    }
    const start = performance.now();
    expect(isoDuration(`P${"1".repeat(1_000_000)}`)).toBeUndefined();
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe("expandTemplate", () => {
  it("fills $Number$, $Time$, $RepresentationID$, $Bandwidth$, widths and $$", () => {
    const values = { RepresentationID: "v1", Number: 7, Time: 90000, Bandwidth: 800000 };
    expect(expandTemplate("$RepresentationID$/$Number%05d$.m4s", values)).toBe("v1/00007.m4s");
    expect(expandTemplate("t-$Time$-b$Bandwidth$-$$.mp4", values)).toBe("t-90000-b800000-$.mp4");
  });

  it("refuses an unclosed $, an unknown name, a format that is not %0Nd or too wide", () => {
    expect(failure(() => expandTemplate("seg-$Number", { Number: 1 }))).toBe("not_a_stream");
    expect(failure(() => expandTemplate("$Rate$", { Number: 1 }))).toBe("not_a_stream");
    expect(failure(() => expandTemplate("$Number%s$", { Number: 1 }))).toBe("not_a_stream");
    expect(failure(() => expandTemplate("$Number%3d$", { Number: 1 }))).toBe("not_a_stream");
    expect(failure(() => expandTemplate("$Number%0999999999d$", { Number: 1 }))).toBe("not_a_stream");
  });
});

describe("parseDash", () => {
  it("reads ffmpeg's manifest: a video and an audio rendition, init and numbered segments", () => {
    const manifest = parseDash(FFMPEG, BASE);
    expect(manifest).toMatchObject({ live: false, duration: 6, periods: 1 });
    const [video, audio] = manifest.renditions;
    expect(video).toEqual({
      id: "0",
      kind: "video",
      bandwidth: 243553,
      width: 320,
      height: 180,
      codecs: "avc1.64000c",
      mime: "video/mp4",
      encrypted: false,
      init: { url: "https://cdn.example/vod/show/init-stream0.m4s" },
      segments: [1, 2, 3].map((n) => ({
        url: `https://cdn.example/vod/show/chunk-stream0-0000${n}.m4s`,
        duration: 2,
      })),
    });
    expect(audio?.kind).toBe("audio");
    expect(audio?.segments?.map(({ duration }) => duration.toFixed(3))).toEqual(["2.005", "1.984", "1.984"]);
  });

  it("reads a shaka-style timeline with $Time$, r=-1 to the period's end, and the BaseURL chain", () => {
    const manifest = parseDash(
      mpd(
        `<BaseURL>https://media.example/root/</BaseURL>
<Period duration="PT10S"><BaseURL>p1/</BaseURL>
  <AdaptationSet mimeType="video/mp4" codecs="avc1.4d401f" width="1280" height="720">
    <BaseURL>video/</BaseURL>
    <ContentComponent contentType="video"/>
    <SegmentTemplate timescale="90000" presentationTimeOffset="900000" media="$RepresentationID$/$Time$.m4s" initialization="$RepresentationID$/init.mp4">
      <SegmentTimeline><S t="900000" d="270000" r="-1"/></SegmentTimeline>
    </SegmentTemplate>
    <Representation id="hd" bandwidth="3000000"><BaseURL>../v2/</BaseURL></Representation>
    <Representation id="sd" bandwidth="1000000" width="640" height="360"/>
  </AdaptationSet>
</Period>
<Period duration="PT5S"/>`,
        'type="static" mediaPresentationDuration="PT15S"',
      ),
      BASE,
    );
    expect(manifest.periods).toBe(2);
    expect(manifest.duration).toBe(10);
    const [hd, sd] = manifest.renditions;
    expect(hd?.init?.url).toBe("https://media.example/root/p1/v2/hd/init.mp4");
    expect(hd?.segments?.map(({ url }) => url.slice(url.lastIndexOf("/hd/")))).toEqual([
      "/hd/900000.m4s",
      "/hd/1170000.m4s",
      "/hd/1440000.m4s",
      "/hd/1710000.m4s",
    ]);
    expect(sd).toMatchObject({ width: 640, height: 360, bandwidth: 1000000 });
    expect(sd?.segments?.[0]?.url).toBe("https://media.example/root/p1/video/sd/900000.m4s");
  });

  it("counts a template's segments from its duration and the presentation's", () => {
    const manifest = parseDash(
      mpd(
        `<Period><AdaptationSet contentType="video" mimeType="video/mp4">
  <SegmentTemplate timescale="1000000" duration="2000000" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="0"/>
  <Representation id="v" bandwidth="500000"/>
</AdaptationSet></Period>`,
        'type="static" mediaPresentationDuration="PT20.0S"',
      ),
      BASE,
    );
    const segments = manifest.renditions[0]?.segments ?? [];
    expect(segments).toHaveLength(10);
    expect(segments[9]?.url).toBe("https://cdn.example/vod/show/chunk-v-00009.m4s");
  });

  it("reads a SegmentList with ranges, and a SegmentBase or bare BaseURL as one file", () => {
    const manifest = parseDash(
      mpd(`<Period>
  <AdaptationSet mimeType="video/mp4" codecs="avc1.42c01e">
    <Representation id="list" bandwidth="400000" width="480" height="270">
      <SegmentList timescale="1000" duration="4000">
        <Initialization sourceURL="list/init.mp4"/>
        <SegmentURL media="list/1.m4s"/>
        <SegmentURL media="list/2.m4s"/>
      </SegmentList>
    </Representation>
    <Representation id="ranges" bandwidth="400000">
      <BaseURL>ranges.mp4</BaseURL>
      <SegmentList timescale="1000" duration="4000">
        <Initialization range="0-861"/>
        <SegmentURL mediaRange="862-50000"/>
      </SegmentList>
    </Representation>
    <Representation id="onDemand" bandwidth="900000">
      <BaseURL>video_900k.mp4</BaseURL>
      <SegmentBase indexRange="862-1045"><Initialization range="0-861"/></SegmentBase>
    </Representation>
  </AdaptationSet>
  <AdaptationSet mimeType="audio/mp4" codecs="mp4a.40.2"><Representation id="a" bandwidth="64000"><BaseURL>audio.mp4</BaseURL></Representation></AdaptationSet>
  <AdaptationSet mimeType="text/vtt"><Representation id="subs" bandwidth="100"><BaseURL>en.vtt</BaseURL></Representation></AdaptationSet>
</Period>`),
      BASE,
    );
    const [list, ranges, onDemand, audio, ...rest] = manifest.renditions;
    expect(list).toMatchObject({
      init: { url: "https://cdn.example/vod/show/list/init.mp4" },
      segments: [
        { url: "https://cdn.example/vod/show/list/1.m4s", duration: 4 },
        { url: "https://cdn.example/vod/show/list/2.m4s", duration: 4 },
      ],
    });
    expect(ranges).toMatchObject({
      init: { url: "https://cdn.example/vod/show/ranges.mp4", range: { offset: 0, length: 862 } },
      segments: [{ url: "https://cdn.example/vod/show/ranges.mp4", range: { offset: 862, length: 49139 } }],
    });
    expect(onDemand).toMatchObject({ url: "https://cdn.example/vod/show/video_900k.mp4" });
    expect(onDemand?.segments).toBeUndefined();
    expect(audio).toMatchObject({ kind: "audio", url: "https://cdn.example/vod/show/audio.mp4" });
    expect(rest).toEqual([]);
  });

  it("says live for a dynamic manifest with a timeline, and refuses one numbered by the clock", () => {
    const timeline = `<Period start="PT0S"><AdaptationSet contentType="video"><Representation id="v" bandwidth="1">
<SegmentTemplate timescale="1" media="$Number$.m4s" startNumber="100"><SegmentTimeline><S t="200" d="2" r="2"/></SegmentTimeline></SegmentTemplate>
</Representation></AdaptationSet></Period>`;
    const live = parseDash(
      mpd(timeline, 'type="dynamic" availabilityStartTime="2026-01-01T00:00:00Z"'),
      BASE,
    );
    expect(live.live).toBe(true);
    expect(live.renditions[0]?.segments?.map(({ url }) => url.slice(-7))).toEqual([
      "100.m4s",
      "101.m4s",
      "102.m4s",
    ]);
    const byClock = `<Period start="PT0S"><AdaptationSet contentType="video"><Representation id="v" bandwidth="1">
<SegmentTemplate timescale="1" duration="2" media="$Number$.m4s"/></Representation></AdaptationSet></Period>`;
    expect(failure(() => parseDash(mpd(byClock, 'type="dynamic"'), BASE))).toBe("unsupported");
  });

  it("marks encrypted renditions (ContentProtection)", () => {
    const manifest = parseDash(
      mpd(`<Period><AdaptationSet contentType="video">
<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc"/>
<Representation id="v" bandwidth="1"><BaseURL>v.mp4</BaseURL></Representation></AdaptationSet></Period>`),
      BASE,
    );
    expect(manifest.renditions[0]?.encrypted).toBe(true);
  });
});

describe("parseDash: hostile manifests", () => {
  const repeated = (r: string) =>
    mpd(`<Period><AdaptationSet contentType="video"><Representation id="v" bandwidth="1">
<SegmentTemplate timescale="1" media="$Number$.m4s"><SegmentTimeline><S t="0" d="1" r="${r}"/></SegmentTimeline></SegmentTemplate>
</Representation></AdaptationSet></Period>`);

  it(`takes ${MAX_SEGMENTS} segments, refuses more, and never counts out a huge repeat`, () => {
    const ok: DashManifest = parseDash(repeated(String(MAX_SEGMENTS - 1)), BASE);
    expect(ok.renditions[0]?.segments).toHaveLength(MAX_SEGMENTS);
    expect(failure(() => parseDash(repeated(String(MAX_SEGMENTS)), BASE))).toBe("too_many_segments");
    const start = performance.now();
    expect(failure(() => parseDash(repeated("1000000000000"), BASE))).toBe("too_many_segments");
    expect(failure(() => parseDash(repeated("-1"), BASE))).toBe(undefined);
    expect(performance.now() - start).toBeLessThan(1000);
    const list = mpd(
      `<Period><AdaptationSet contentType="video"><Representation id="v" bandwidth="1"><SegmentList>${'<SegmentURL media="s.m4s"/>'.repeat(10_000)}</SegmentList></Representation></AdaptationSet></Period>`,
    );
    expect(failure(() => parseDash(list, BASE))).toBe("too_many_segments");
  });

  it("refuses garbage, HTML, an unclosed document and a zero-length S, without hanging", () => {
    expect(failure(() => parseDash("\0\x01 garbage", BASE))).toBe("not_a_stream");
    expect(failure(() => parseDash("<html><body>404</body></html>", BASE))).toBe("not_a_stream");
    expect(failure(() => parseDash('<MPD xmlns="urn:mpeg:dash:schema:mpd:2011"><Period>', BASE))).toBe(
      "not_a_stream",
    );
    expect(failure(() => parseDash(repeated("2").replace('d="1"', 'd="0"'), BASE))).toBe("not_a_stream");
    expect(failure(() => parseDash(mpd(""), BASE))).toBe("not_a_stream");
  });

  it("refuses a manifest over 2 MB and reads a 1 MB attribute quickly; entities are not expanded", () => {
    expect(failure(() => parseDash(mpd(`<!--${"x".repeat(2_100_000)}-->`), BASE))).toBe("manifest_too_large");
    const start = performance.now();
    const wide = mpd(
      `<Period><AdaptationSet contentType="video" codecs="${"a".repeat(1_000_000)}"><Representation id="v" bandwidth="1"/></AdaptationSet></Period>`,
    );
    expect(parseDash(wide, BASE).renditions[0]?.codecs).toHaveLength(1_000_000);
    expect(performance.now() - start).toBeLessThan(2000);
    const laughs = `<?xml version="1.0"?><!DOCTYPE MPD [<!ENTITY a "${"x".repeat(100)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011"><Period><AdaptationSet contentType="video" codecs="&b;"><Representation id="v"/></AdaptationSet></Period></MPD>`;
    expect(failure(() => parseDash(laughs, BASE))).toBe("not_a_stream");
  });
});
