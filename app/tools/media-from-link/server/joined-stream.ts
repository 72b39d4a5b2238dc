// An HLS or DASH stream handed to the inspector as one file (decision 037): the rendition's init section
// and segments fetched in order, each under the guard (every redirect vetted), and their bytes passed on
// unchanged. MPEG-TS segments joined are a TS file; an init section and fMP4 segments joined are a
// fragmented MP4: no remux, no ffmpeg.
import type { IncomingMessage } from "node:http";
import {
  decompressed,
  FetchFailed,
  httpUrl,
  judgeWrittenHost,
  mimeType,
} from "#server/net/guarded-request.ts";
import { type DashRendition, parseDash } from "./dash-manifest.ts";
import { type HlsMedia, type HlsVariant, parseHls } from "./hls-playlist.ts";
import { MediaFailed } from "./media-failed.ts";
import {
  type FetchRules,
  IDLE_MS,
  MAX_MANIFEST_BYTES,
  MEDIA_ACCEPT,
  openGuarded,
  watched,
} from "./media-fetch.ts";
import type { Part } from "./stream-part.ts";

/** A rendition as the visitor is shown it, to choose one. */
export interface StreamRendition {
  /** What openJoined is asked for: `v0`, `v1`… for HLS variants, the Representation id for DASH. */
  id: string;
  kind: "video" | "audio";
  width?: number;
  height?: number;
  bandwidth?: number;
  codecs?: string;
  /** Segments to join; unknown for an HLS variant other than the best, whose playlist is not fetched. */
  segments?: number;
  /** Seconds. */
  duration?: number;
  /** A growing list: a join takes what is listed now, once. */
  live: boolean;
  /** Encrypted: never joined. */
  encrypted: boolean;
  /** Its audio is a rendition of its own: the join has the video alone. */
  separateAudio?: boolean;
  /** One file already (DASH SegmentBase or a bare BaseURL): hand it on as it is. */
  file?: string;
}

export interface StreamManifest {
  format: "hls" | "dash";
  renditions: StreamRendition[];
  /** The best rendition's id: the one openJoined takes when none is asked for. */
  best: string;
  /** DASH periods in the manifest; only the first is read. */
  periods?: number;
}

export type JoinedType = "video/mp2t" | "video/mp4" | "audio/mp4";

export interface JoinedStream {
  contentType: JoinedType;
  /** Media segments joined (the init section not counted). */
  segments: number;
  body: AsyncIterable<Buffer>;
  /** Stops every request under way: for a body not read to its end (the first answer is already open). */
  close(): void;
}

export interface JoinOptions {
  /** A rendition's id; default the best (highest bandwidth video, ties by resolution). */
  rendition?: string;
  /** No byte for this long ends the join with a `timeout`. Default IDLE_MS. */
  idleMs?: number;
}

/** Segment requests in flight at once, the one being read included: enough that latency does not set the pace. */
const IN_FLIGHT = 3;

const HLS_TYPES = new Set([
  "application/vnd.apple.mpegurl",
  "application/x-mpegurl",
  "audio/mpegurl",
  "audio/x-mpegurl",
]);
const DASH_TYPE = "application/dash+xml";
const MANIFEST_ACCEPT = `application/vnd.apple.mpegurl, ${DASH_TYPE}, */*;q=0.5`;

/** What a rendition joins to: fetched parts in order and the type they make. */
interface Joinable {
  contentType: JoinedType;
  init?: Part;
  segments: Part[];
  duration?: number;
  live: boolean;
  encrypted: boolean;
}

/** A rendition listed by a manifest; `load` fetches what it still needs (an HLS variant's playlist). */
interface Candidate {
  summary: StreamRendition;
  load(signal: AbortSignal): Promise<Joinable>;
}

interface Plan {
  format: "hls" | "dash";
  candidates: Candidate[];
  periods?: number;
}

/** The renditions of the stream at `url`, the best one's playlist read too (its segments, live, keys). */
export async function readStreamManifest(
  url: string,
  rules: FetchRules,
  signal: AbortSignal,
): Promise<StreamManifest> {
  const plan = await readPlan(url, rules, signal);
  const summaries = plan.candidates.map(({ summary }) => summary);
  const best = bestRendition(summaries);
  const periods = plan.periods === undefined ? {} : { periods: plan.periods };
  // A DASH manifest says all there is; an HLS master leaves each variant's segments to its playlist.
  if (plan.format === "dash") return { format: "dash", renditions: summaries, best: best.id, ...periods };
  const chosen = plan.candidates.find(({ summary }) => summary.id === best.id) as Candidate;
  const loaded = await chosen.load(signal);
  // Variants of one master are encoded alike: what the best one's playlist says of live and keys is
  // what the others' would.
  const renditions = summaries.map((summary) => ({
    ...summary,
    live: loaded.live,
    encrypted: loaded.encrypted,
    ...(summary === chosen.summary ? { segments: loaded.segments.length, duration: loaded.duration } : {}),
  }));
  return { format: "hls", renditions, best: best.id };
}

/**
 * The chosen rendition of the stream at `url` as one file: its init section and segments streamed in
 * order, at most IN_FLIGHT requested at once. Throws MediaFailed (not a stream, encrypted, too many
 * segments, no such rendition, a segment not 2xx) or the guard's FetchFailed as it is; the body throws
 * the same, or `timeout` after `idleMs` without a byte, or `too_large` past MAX_MEDIA_BYTES.
 */
export async function openJoined(
  url: string,
  rules: FetchRules,
  options: JoinOptions,
  signal: AbortSignal,
): Promise<JoinedStream> {
  const controller = new AbortController();
  const joinSignal = AbortSignal.any([signal, controller.signal]);
  const idleMs = options.idleMs ?? IDLE_MS;
  let stalled = false;
  const stall = () => {
    stalled = true;
    controller.abort();
  };
  const timeout = () => new FetchFailed("timeout", `no byte for ${idleMs / 1000} s`);
  // Until the first part answers (manifest, variant playlist, first headers), idleMs bounds the whole.
  const setup = setTimeout(stall, idleMs);
  try {
    const plan = await readPlan(url, rules, joinSignal);
    const summaries = plan.candidates.map(({ summary }) => summary);
    const wanted =
      options.rendition === undefined
        ? bestRendition(summaries)
        : summaries.find(({ id }) => id === options.rendition);
    if (!wanted) throw new MediaFailed("no_rendition", `no rendition ${options.rendition}`);
    const chosen = plan.candidates.find(({ summary }) => summary === wanted) as Candidate;
    const joinable = await chosen.load(joinSignal);
    if (joinable.encrypted) throw new MediaFailed("encrypted", "encrypted: we never decrypt");
    if (joinable.segments.length === 0) throw new MediaFailed("no_rendition", "a rendition without segments");
    const parts = joinable.init ? [joinable.init, ...joinable.segments] : joinable.segments;
    refuseWrittenInside(parts, rules);
    // The first answer checked before the caller answers its visitor: a stream that fails at once is
    // an error to show, not an empty file.
    const first = await openPart(parts[0] as Part, 0, parts.length, rules, joinSignal);
    return {
      contentType: joinable.contentType,
      segments: joinable.segments.length,
      body: untilStalled(
        watched(joinParts(parts, first, rules, joinSignal), { idleMs, onStall: stall }),
        () => stalled,
        timeout,
      ),
      close: () => controller.abort(),
    };
  } catch (error) {
    controller.abort();
    throw stalled ? timeout() : error;
  } finally {
    clearTimeout(setup);
  }
}

/** The highest bandwidth video rendition, ties to the larger picture; audio only when there is no video. */
export function bestRendition<R extends Pick<StreamRendition, "kind" | "bandwidth" | "width" | "height">>(
  renditions: readonly R[],
): R {
  const videos = renditions.filter(({ kind }) => kind === "video");
  const pool = videos.length > 0 ? videos : renditions;
  const pixels = ({ width = 0, height = 0 }: R) => width * height;
  const better = (a: R, b: R) =>
    (a.bandwidth ?? 0) === (b.bandwidth ?? 0)
      ? pixels(a) > pixels(b)
      : (a.bandwidth ?? 0) > (b.bandwidth ?? 0);
  let best = pool[0];
  if (!best) throw new MediaFailed("no_rendition", "the manifest lists no video or audio");
  for (const rendition of pool) if (better(rendition, best)) best = rendition;
  return best;
}

/** A stall's abort, which surfaces as whatever the aborted request threw, told as the `timeout` it is. */
async function* untilStalled(
  body: AsyncIterable<Buffer>,
  stalled: () => boolean,
  timeout: () => FetchFailed,
): AsyncGenerator<Buffer> {
  try {
    yield* body;
  } catch (error) {
    throw stalled() ? timeout() : error;
  }
}

/**
 * Every part whose address names a host inside, refused before a byte is fetched (FetchFailed
 * `private_address`); names that resolve inside, and redirects, are refused as each is fetched.
 */
function refuseWrittenInside(parts: Part[], rules: FetchRules): void {
  for (const { url } of parts) {
    const written = judgeWrittenHost(httpUrl(url), rules.allowPrivateAddresses);
    if (written.kind === "refused") throw new FetchFailed("private_address", written.detail);
  }
}

/**
 * `parts`' bodies one after another (the first already opened), the next ones asked for while one is
 * read.
 */
async function* joinParts(
  parts: Part[],
  first: IncomingMessage,
  rules: FetchRules,
  signal: AbortSignal,
): AsyncGenerator<Buffer> {
  const opening: Promise<IncomingMessage>[] = [Promise.resolve(first)];
  let next = 1;
  try {
    while (next < parts.length || opening.length > 0) {
      while (opening.length < IN_FLIGHT && next < parts.length) {
        const promise = openPart(parts[next] as Part, next, parts.length, rules, signal);
        // Its failure is thrown when its turn comes, not as an unhandled rejection before.
        promise.catch(() => {});
        opening.push(promise);
        next++;
      }
      const response = await (opening.shift() as Promise<IncomingMessage>);
      try {
        // Unread answers wait in their sockets (TCP holds the rest back): memory stays a few buffers.
        yield* response as AsyncIterable<Buffer>;
      } finally {
        response.destroy();
      }
    }
  } finally {
    for (const promise of opening)
      promise.then(
        (response) => response.destroy(),
        () => {},
      );
  }
}

/** Part `index` of `total` asked for, its answer checked: 2xx, or 206 at the right offset for a range. */
async function openPart(
  part: Part,
  index: number,
  total: number,
  rules: FetchRules,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const { range } = part;
  const { response } = await openGuarded(
    part.url,
    rules,
    MEDIA_ACCEPT,
    signal,
    range ? { range: `bytes=${range.offset}-${range.offset + range.length - 1}` } : {},
  );
  const status = response.statusCode ?? 0;
  const coding = response.headers["content-encoding"]?.trim().toLowerCase() ?? "identity";
  const rangeStart = Number(response.headers["content-range"]?.slice("bytes ".length).split("-")[0]);
  const problem =
    range && status !== 206
      ? `HTTP ${status} to a byte range`
      : range && rangeStart !== range.offset
        ? "a byte range other than the one asked for"
        : status < 200 || status > 299
          ? `HTTP ${status}`
          : coding !== "identity"
            ? `Content-Encoding ${coding}`
            : undefined;
  if (problem) {
    response.destroy();
    throw new MediaFailed("segment_failed", `segment ${index + 1} of ${total} answered ${problem}`);
  }
  return response;
}

/** The manifest at `url` read and its renditions listed, each with what fetching it will take. */
async function readPlan(url: string, rules: FetchRules, signal: AbortSignal): Promise<Plan> {
  const manifest = await fetchManifest(url, rules, signal);
  if (manifest.format === "dash") {
    const dash = parseDash(manifest.text, manifest.url);
    return {
      format: "dash",
      periods: dash.periods,
      candidates: dash.renditions.flatMap((rendition) => dashCandidate(rendition, dash.live, dash.duration)),
    };
  }
  const hls = parseHls(manifest.text, manifest.url);
  if (hls.type === "media") {
    const joinable = hlsJoinable(hls, "video");
    return {
      format: "hls",
      candidates: [
        {
          summary: { id: "main", kind: "video", live: hls.live, encrypted: hls.encrypted },
          load: async () => joinable,
        },
      ],
    };
  }
  return {
    format: "hls",
    candidates: hls.variants.map((variant, index) => variantCandidate(variant, index, rules)),
  };
}

const AUDIO_CODEC_PREFIXES = ["mp4a", "ac-3", "ec-3", "opus", "flac", "fLaC"];

function variantCandidate(variant: HlsVariant, index: number, rules: FetchRules): Candidate {
  const codecs = variant.codecs?.split(",").map((codec) => codec.trim());
  const audioOnly = codecs?.every((codec) => AUDIO_CODEC_PREFIXES.some((p) => codec.startsWith(p)));
  const kind = audioOnly ? "audio" : "video";
  return {
    summary: {
      id: `v${index}`,
      kind,
      width: variant.width,
      height: variant.height,
      bandwidth: variant.bandwidth,
      codecs: variant.codecs,
      live: false,
      encrypted: false,
      separateAudio: variant.separateAudio,
    },
    async load(signal) {
      const playlist = await fetchManifest(variant.url, rules, signal);
      const media = playlist.format === "hls" ? parseHls(playlist.text, playlist.url) : undefined;
      if (media?.type !== "media") {
        throw new MediaFailed("not_a_stream", "a variant that is not a media playlist");
      }
      return hlsJoinable(media, kind);
    },
  };
}

function hlsJoinable(media: HlsMedia, kind: "video" | "audio"): Joinable {
  return {
    contentType: media.segmentKind === "ts" ? "video/mp2t" : kind === "audio" ? "audio/mp4" : "video/mp4",
    ...(media.init ? { init: media.init } : {}),
    segments: media.segments,
    duration: media.duration,
    live: media.live,
    encrypted: media.encrypted,
  };
}

const JOINED_TYPES = new Set<string>(["video/mp2t", "video/mp4", "audio/mp4"]);

/**
 * A DASH rendition as a candidate; none for segments of a type that joins to no file we hand on
 * (WebM), while a rendition that is one file is listed whatever its type, to be handed on as it is.
 */
function dashCandidate(rendition: DashRendition, live: boolean, duration: number | undefined): Candidate[] {
  const { id, kind, width, height, bandwidth, codecs, encrypted, url, init, segments } = rendition;
  const mime = rendition.mime ?? `${kind}/mp4`;
  const contentType = JOINED_TYPES.has(mime) ? (mime as JoinedType) : undefined;
  if (!contentType && !url) return [];
  const summary: StreamRendition = {
    id,
    kind,
    width,
    height,
    bandwidth,
    codecs,
    live,
    encrypted,
    ...(url ? { file: url } : { segments: segments?.length ?? 0 }),
    ...(duration === undefined ? {} : { duration }),
  };
  return [
    {
      summary,
      async load() {
        if (!contentType)
          throw new MediaFailed("unsupported", `a ${mime.slice(0, 100)} file: hand it as it is`);
        return {
          contentType,
          ...(init ? { init } : {}),
          segments: url ? [{ url }] : (segments ?? []),
          duration,
          live,
          encrypted,
        };
      },
    },
  ];
}

/** The playlist or manifest at `url`, at most MAX_MANIFEST_BYTES, and which of the two it is. */
async function fetchManifest(
  url: string,
  rules: FetchRules,
  signal: AbortSignal,
): Promise<{ url: URL; text: string; format: "hls" | "dash" }> {
  const { url: final, response } = await openGuarded(url, rules, MANIFEST_ACCEPT, signal, {
    acceptEncoding: "gzip, deflate, br",
  });
  try {
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) throw new FetchFailed("http_status", `HTTP ${status}`);
    const type = mimeType(response.headers["content-type"]);
    // A video, a picture or a sound is a file, not a list of them: not read at all.
    if (["video/", "image/", "audio/"].some((prefix) => type.startsWith(prefix)) && !HLS_TYPES.has(type)) {
      throw new MediaFailed("not_a_stream", `${type} is a file, not a stream`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of decompressed(response) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_MANIFEST_BYTES) {
        throw new MediaFailed("manifest_too_large", `a manifest over ${MAX_MANIFEST_BYTES} bytes`);
      }
      chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString("utf8");
    // trimStart takes a byte-order mark off too.
    const start = text.trimStart();
    if (HLS_TYPES.has(type) || start.startsWith("#EXTM3U")) return { url: final, text, format: "hls" };
    if (type === DASH_TYPE || start.startsWith("<")) return { url: final, text, format: "dash" };
    throw new MediaFailed("not_a_stream", "neither an HLS playlist nor a DASH manifest");
  } finally {
    response.destroy();
  }
}
