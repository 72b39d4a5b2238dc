// Everything the page says about a video before a frame is decoded: the container's facts and the
// keyframe index, read by mediabunny from a Blob (lazily: only the headers and sample tables are read,
// never the whole file). Runs in the page's worker, and in Node for the tests, on the same code.
import {
  BlobSource,
  EncodedPacketSink,
  Input,
  type InputVideoTrack,
  MATROSKA,
  MP4,
  MPEG_TS,
  QTFF,
  WEBM,
} from "mediabunny";
import { type ContainerDates, matroskaDates, quickTimeDates } from "./container-dates.ts";
import { type Place, parseIso6709, parseLoci } from "./iso6709.ts";

// MPEG-TS too: an HLS stream's segments joined into one file (media from a link) are one.
export const VIDEO_FORMATS = [MP4, QTFF, MATROSKA, WEBM, MPEG_TS];

export interface VideoTrackFacts {
  /** mediabunny's codec name: avc, hevc, vp8, vp9, av1… or null when unknown. */
  codec: string | null;
  /** The full codec string (`avc1.64001f`), what WebCodecs is asked about. */
  codecString: string | null;
  /** The container's own name for the codec (an MP4 sample entry such as `apco`, a Matroska CodecID). */
  codecId?: string;
  width: number;
  height: number;
  /** Clockwise degrees the player turns the picture: 0, 90, 180 or 270. */
  rotation: number;
  /** Frames per second, averaged over all the packets. */
  frameRate?: number;
  /** Bits per second of the video track, over all its packets. */
  bitrate?: number;
}

export interface AudioTrackFacts {
  codec: string | null;
  sampleRate: number;
  channels: number;
}

export interface VideoReport {
  /** The container as mediabunny names it (MP4, QuickTime File Format, Matroska, WebM). */
  format: string;
  fileSize: number;
  /** Seconds; 0 when nothing could be read. */
  duration: number;
  /** Bits per second of the whole file. */
  bitrate?: number;
  video?: VideoTrackFacts;
  audio?: AudioTrackFacts;
  /** Times in the container's header (QuickTime `mvhd`, Matroska `DateUTC`), as ISO strings. */
  created?: string;
  modified?: string;
  /** A date tag (©day, com.apple.quicktime.creationdate, creation_time), as written. */
  dateTag?: string;
  place?: Place;
  /** The place as the file writes it, kept for the report. */
  placeText?: string;
  make?: string;
  model?: string;
  /** The writing application or encoder (©too, ©swr, encoder, com.apple.quicktime.software…). */
  software?: string;
  /** Presentation times of the keyframes (sync samples), in seconds, in order. */
  keyframes: number[];
  /**
   * What went wrong: not a video we can read (unknown format, no video track), or a file cut short
   * (its samples point past its end). The rest is what could still be read.
   */
  problem?: "unreadable" | "truncated";
}

type RawTags = Record<string, unknown>;

const text = (value: unknown): string | undefined => {
  if (typeof value === "string") return value.trim() || undefined;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0].trim() || undefined;
  return undefined;
};

/** The first of `keys` the file has as text (raw keys are QuickTime atoms, metadata keys or Matroska tags). */
function firstTag(raw: RawTags, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = text(raw[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

// Where each fact sits, Apple's keys first, then Android's, QuickTime's user data and ffmpeg's own.
const MAKE = ["com.apple.quicktime.make", "com.android.manufacturer", "©mak", "make", "MAKE"];
const MODEL = ["com.apple.quicktime.model", "com.android.model", "©mod", "model", "MODEL"];
const SOFTWARE = [
  "com.apple.quicktime.software",
  "com.android.version",
  "©swr",
  "©too",
  "encoder",
  "ENCODER",
  "WRITING_APP",
  "writing_app",
];
const PLACE = [
  "com.apple.quicktime.location.ISO6709",
  "©xyz",
  "location",
  "LOCATION",
  "com.android.location",
];
const DATE = ["com.apple.quicktime.creationdate", "©day", "creation_time", "DATE", "DATE_RECORDED", "date"];

async function keyframeTimes(track: InputVideoTrack): Promise<number[]> {
  const sink = new EncodedPacketSink(track);
  const times: number[] = [];
  let packet = await sink.getFirstKeyPacket({ metadataOnly: true });
  while (packet) {
    times.push(packet.timestamp);
    packet = await sink.getNextKeyPacket(packet, { metadataOnly: true });
  }
  // Decode order can differ from presentation order; the grid shows time order.
  return times.sort((a, b) => a - b);
}

/** Whether the last packet's bytes are in the file: a file cut short has its index but not its end. */
async function reachesItsEnd(track: InputVideoTrack): Promise<boolean> {
  try {
    const sink = new EncodedPacketSink(track);
    const last = await sink.getPacket(Number.POSITIVE_INFINITY);
    return last !== null && last.data.byteLength > 0;
  } catch {
    return false;
  }
}

const iso = (date: Date | undefined) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;

async function containerDates(blob: Blob, format: string): Promise<ContainerDates> {
  try {
    return format === "Matroska" || format === "WebM"
      ? await matroskaDates(blob)
      : await quickTimeDates(blob);
  } catch {
    return {};
  }
}

/** Reads `blob`'s facts and keyframe index; never throws (a bad file is a report with a problem). */
export async function readVideo(blob: Blob): Promise<VideoReport> {
  const input = new Input({ source: new BlobSource(blob), formats: VIDEO_FORMATS });
  try {
    return await readVideoFrom(input, blob);
  } finally {
    input.dispose();
  }
}

/**
 * The same from an `input` on `blob` that the caller keeps open (the worker decodes from it next, so the
 * sample tables are parsed once).
 */
export async function readVideoFrom(input: Input, blob: Blob): Promise<VideoReport> {
  const base: VideoReport = { format: "", fileSize: blob.size, duration: 0, keyframes: [] };
  try {
    if (!(await input.canRead())) return { ...base, problem: "unreadable" };
    const format = (await input.getFormat()).name;
    const report: VideoReport = { ...base, format };
    // Independent reads run together: in a browser each costs a round trip to the file, not CPU.
    const [tags, dates, track, audio, duration] = await Promise.all([
      input.getMetadataTags().catch(() => undefined),
      containerDates(blob, format),
      input.getPrimaryVideoTrack(),
      input.getPrimaryAudioTrack(),
      input.computeDuration().catch(() => 0),
    ]);
    const raw: RawTags = tags?.raw ?? {};
    report.created = iso(dates.created);
    report.modified = iso(dates.modified);
    report.dateTag = firstTag(raw, DATE);
    report.make = firstTag(raw, MAKE);
    report.model = firstTag(raw, MODEL);
    report.software = firstTag(raw, SOFTWARE);
    report.placeText = firstTag(raw, PLACE);
    report.place = report.placeText === undefined ? undefined : parseIso6709(report.placeText);
    if (!report.place && raw.loci instanceof Uint8Array) report.place = parseLoci(raw.loci);
    if (audio)
      report.audio = { codec: audio.codec, sampleRate: audio.sampleRate, channels: audio.numberOfChannels };
    if (!track) return { ...report, problem: "unreadable" };
    report.duration = duration;
    if (report.duration > 0) report.bitrate = (blob.size * 8) / report.duration;
    const [stats, codecString, codecId, keyframes, complete] = await Promise.all([
      // Every packet, not a first few hundred: a video busier at its start than at its end would show a
      // picture bitrate above the file's. The sizes come from the container's index (metadataOnly), no
      // picture data is read.
      track.computePacketStats().catch(() => undefined),
      track.getCodecParameterString().catch(() => null),
      track
        .getInternalCodecId()
        .then((id) => (typeof id === "string" ? id : undefined))
        .catch(() => undefined),
      keyframeTimes(track),
      reachesItsEnd(track),
    ]);
    report.video = {
      codec: track.codec,
      codecString,
      codecId,
      width: track.displayWidth,
      height: track.displayHeight,
      rotation: track.rotation,
      frameRate: stats && stats.averagePacketRate > 0 ? stats.averagePacketRate : undefined,
      bitrate: stats && stats.averageBitrate > 0 ? stats.averageBitrate : undefined,
    };
    report.keyframes = keyframes;
    if (!complete) report.problem = "truncated";
    return report;
  } catch {
    return { ...base, format: base.format, problem: "unreadable" };
  }
}
