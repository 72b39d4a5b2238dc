// HLS playlists (RFC 8216), read line by line with plain string scanning (no regular expression, so a
// hostile playlist costs its length and no more): a master playlist's variants, or a media playlist's
// segments with what decides whether they can be joined (encryption, live, init section).

import { MediaFailed } from "./media-failed.ts";
import { MAX_MANIFEST_BYTES, MAX_SEGMENTS } from "./media-fetch.ts";
import type { ByteRange, Part, Segment } from "./stream-part.ts";

export interface HlsVariant {
  url: string;
  /** Bits per second, peak (BANDWIDTH) and average (AVERAGE-BANDWIDTH). */
  bandwidth?: number;
  averageBandwidth?: number;
  width?: number;
  height?: number;
  codecs?: string;
  frameRate?: number;
  /** Its audio is a rendition of its own (EXT-X-MEDIA with a URI): a join takes the video alone. */
  separateAudio: boolean;
}

export interface HlsMaster {
  type: "master";
  variants: HlsVariant[];
}

export interface HlsMedia {
  type: "media";
  /** EXT-X-MAP: the fMP4 init section the segments follow. */
  init?: Part;
  segments: Segment[];
  /** Seconds, the segments' EXTINF summed. */
  duration: number;
  /** An EXT-X-KEY with a METHOD other than NONE: we never decrypt. */
  encrypted: boolean;
  /** No EXT-X-ENDLIST: the list grows; a join takes what is listed now, once. */
  live: boolean;
  /** fMP4 when there is an init section, MPEG-TS otherwise. */
  segmentKind: "ts" | "fmp4";
}

/** `text` as a playlist fetched from `base`; MediaFailed when it is none, or one too large to join. */
export function parseHls(text: string, base: URL): HlsMaster | HlsMedia {
  if (text.length > MAX_MANIFEST_BYTES) {
    throw new MediaFailed("manifest_too_large", `a playlist over ${MAX_MANIFEST_BYTES} bytes`);
  }
  const lines = text.split("\n").map((line) => line.trim());
  const first = lines[0]?.startsWith("\uFEFF") ? lines[0].slice(1) : lines[0];
  if (first !== "#EXTM3U") throw new MediaFailed("not_a_stream", "not an HLS playlist (no #EXTM3U)");
  return lines.some((line) => line.startsWith("#EXT-X-STREAM-INF:"))
    ? master(lines, base)
    : media(lines, base);
}

/**
 * An attribute list (`NAME=value,NAME="quoted, with commas"`) by name, quotes taken off; the first of a
 * repeated name wins. One pass: each step moves past what it read.
 */
export function attributeList(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const equals = text.indexOf("=", at);
    if (equals === -1) break;
    const name = text.slice(at, equals).trim();
    let value: string;
    if (text[equals + 1] === '"') {
      const close = text.indexOf('"', equals + 2);
      value = text.slice(equals + 2, close === -1 ? text.length : close);
      const comma = close === -1 ? -1 : text.indexOf(",", close);
      at = comma === -1 ? text.length : comma + 1;
    } else {
      const comma = text.indexOf(",", equals + 1);
      const end = comma === -1 ? text.length : comma;
      value = text.slice(equals + 1, end).trim();
      at = end + 1;
    }
    if (!attributes.has(name)) attributes.set(name, value);
  }
  return attributes;
}

/** The value of a `#TAG:value` line, or undefined when the line is another tag. */
function tagValue(line: string, tag: string): string | undefined {
  return line.startsWith(tag) && line[tag.length] === ":" ? line.slice(tag.length + 1) : undefined;
}

function number(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function resolved(uri: string, base: URL): string {
  const url = URL.parse(uri, base);
  if (!url) throw new MediaFailed("not_a_stream", `not an address: ${uri.slice(0, 200)}`);
  return url.href;
}

function master(lines: string[], base: URL): HlsMaster {
  const found: { url: string; attributes: Map<string, string> }[] = [];
  // GROUP-IDs of audio renditions with a URI of their own: audio a variant does not carry.
  const separateAudioGroups = new Set<string>();
  let pending: Map<string, string> | undefined;
  for (const line of lines) {
    const media = tagValue(line, "#EXT-X-MEDIA");
    const streamInf = tagValue(line, "#EXT-X-STREAM-INF");
    if (media !== undefined) {
      const attributes = attributeList(media);
      const group = attributes.get("GROUP-ID");
      if (attributes.get("TYPE") === "AUDIO" && attributes.has("URI") && group !== undefined) {
        separateAudioGroups.add(group);
      }
    } else if (streamInf !== undefined) {
      pending = attributeList(streamInf);
    } else if (line !== "" && !line.startsWith("#") && pending) {
      found.push({ url: resolved(line, base), attributes: pending });
      pending = undefined;
    }
  }
  return {
    type: "master",
    variants: found.map(({ url, attributes }) => {
      const resolution = attributes.get("RESOLUTION");
      const x = resolution?.toLowerCase().indexOf("x") ?? -1;
      const audio = attributes.get("AUDIO");
      return {
        url,
        bandwidth: number(attributes.get("BANDWIDTH")),
        averageBandwidth: number(attributes.get("AVERAGE-BANDWIDTH")),
        width: x === -1 ? undefined : number(resolution?.slice(0, x)),
        height: x === -1 ? undefined : number(resolution?.slice(x + 1)),
        codecs: attributes.get("CODECS"),
        frameRate: number(attributes.get("FRAME-RATE")),
        separateAudio: audio !== undefined && separateAudioGroups.has(audio),
      };
    }),
  };
}

/** `n[@o]` (EXT-X-BYTERANGE, EXT-X-MAP's BYTERANGE); an absent offset is left to the caller. */
function byteRange(text: string): { length: number; offset?: number } {
  const at = text.indexOf("@");
  const length = number(at === -1 ? text : text.slice(0, at));
  const offset = at === -1 ? undefined : number(text.slice(at + 1));
  if (length === undefined || (at !== -1 && offset === undefined)) {
    throw new MediaFailed("not_a_stream", `a byte range that is none: ${text.slice(0, 100)}`);
  }
  return { length, offset };
}

function media(lines: string[], base: URL): HlsMedia {
  const segments: Segment[] = [];
  let init: Part | undefined;
  let encrypted = false;
  let live = true;
  let duration = 0;
  let segmentDuration = 0;
  let range: { length: number; offset?: number } | undefined;
  // Where the last sub-range ended, for a BYTERANGE without an offset (it starts there, in the same file).
  let rangeEnd: { url: string; offset: number } | undefined;
  for (const line of lines) {
    const extinf = tagValue(line, "#EXTINF");
    const byterange = tagValue(line, "#EXT-X-BYTERANGE");
    const map = tagValue(line, "#EXT-X-MAP");
    const key = tagValue(line, "#EXT-X-KEY");
    if (extinf !== undefined) {
      const comma = extinf.indexOf(",");
      segmentDuration = number(comma === -1 ? extinf : extinf.slice(0, comma)) ?? 0;
    } else if (byterange !== undefined) {
      range = byteRange(byterange);
    } else if (map !== undefined) {
      const attributes = attributeList(map);
      const uri = attributes.get("URI");
      if (uri === undefined) throw new MediaFailed("not_a_stream", "an EXT-X-MAP without URI");
      const mapRange = attributes.get("BYTERANGE");
      const parsed = mapRange === undefined ? undefined : byteRange(mapRange);
      const next: Part = {
        url: resolved(uri, base),
        ...(parsed ? { range: { length: parsed.length, offset: parsed.offset ?? 0 } } : {}),
      };
      // Joined bytes carry one init section: a second, different one would need a remux.
      if (init && (init.url !== next.url || init.range?.offset !== next.range?.offset)) {
        throw new MediaFailed("unsupported", "the init section (EXT-X-MAP) changes midway");
      }
      init = next;
    } else if (key !== undefined) {
      if (attributeList(key).get("METHOD") !== "NONE") encrypted = true;
    } else if (line === "#EXT-X-ENDLIST") {
      live = false;
    } else if (line !== "" && !line.startsWith("#")) {
      if (segments.length === MAX_SEGMENTS) {
        throw new MediaFailed("too_many_segments", `more than ${MAX_SEGMENTS} segments`);
      }
      const url = resolved(line, base);
      let part: ByteRange | undefined;
      if (range) {
        const offset = range.offset ?? (rangeEnd?.url === url ? rangeEnd.offset : undefined);
        if (offset === undefined) {
          throw new MediaFailed("not_a_stream", "an EXT-X-BYTERANGE without offset follows no range");
        }
        part = { offset, length: range.length };
        rangeEnd = { url, offset: offset + range.length };
      }
      segments.push({ url, duration: segmentDuration, ...(part ? { range: part } : {}) });
      duration += segmentDuration;
      segmentDuration = 0;
      range = undefined;
    }
  }
  return {
    type: "media",
    ...(init ? { init } : {}),
    segments,
    duration,
    encrypted,
    live,
    segmentKind: init ? "fmp4" : "ts",
  };
}
