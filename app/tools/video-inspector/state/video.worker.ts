// The video worker: mediabunny reads the file lazily (a BlobSource keeps 8 MiB of it at most) and the
// browser's WebCodecs decodes the frames asked for, off the page's thread. The file stays open between
// jobs, so a thumbnail or a step costs a seek, not a new parse.
import { BlobSource, EncodedPacketSink, Input, type InputVideoTrack, VideoSampleSink } from "mediabunny";
import { sha256OfBlob } from "#app/lib/files/sha256.ts";
import { serveJobs } from "#app/lib/workers/serve-jobs.ts";
import { JPEG_QUALITY } from "../logic/jpeg-quality.ts";
import { readVideoFrom, VIDEO_FORMATS } from "../logic/read-video.ts";
import { greyOf, SIGNATURE_SIZE, shotStarts } from "../logic/shots.ts";
import { type RgbaPicture, shrinkRgba } from "../logic/shrink-rgba.ts";
import type { Frame, FrameFormat, Opened, VideoJobs } from "./video-protocol.ts";

// Marks read by `npm run bench:video` for its breakdown (worker start, open, index read, decoder checked).
performance.mark("video:worker-loaded");

let file: Blob | undefined;
let input: Input | undefined;
let track: InputVideoTrack | undefined;
/** The thumbnails' sink, kept between batches: one decoder set up per file, not one per batch. */
let thumbnailSink: VideoSampleSink | undefined;

async function open(blob: Blob): Promise<Opened> {
  performance.mark("video:open");
  input?.dispose();
  file = blob;
  input = new Input({ source: new BlobSource(blob), formats: VIDEO_FORMATS });
  track = undefined;
  thumbnailSink = undefined;
  // One input for the facts and the frames: the sample tables are parsed once. Whether WebCodecs decodes
  // the track is asked meanwhile (the decoder's set-up is slower than reading a moov).
  const primary = input.getPrimaryVideoTrack().catch(() => null);
  const decodable = primary.then((found) => found?.canDecode() ?? false).catch(() => false);
  const report = await readVideoFrom(input, blob);
  performance.mark("video:read");
  if (report.video) track = (await primary) ?? undefined;
  const result = { report, decodable: await decodable };
  performance.mark("video:decodable");
  return result;
}

function opened(): InputVideoTrack {
  if (!track) throw new Error("no video open");
  return track;
}

async function toFrame(
  canvas: OffscreenCanvas,
  time: number,
  format: FrameFormat,
  quality?: number,
): Promise<Frame> {
  const blob = await canvas.convertToBlob({ type: format, quality });
  return { blob, time, width: canvas.width, height: canvas.height };
}

/** How the track's frames are shown: square pixels (the pixel aspect ratio applied), then turned. */
interface Shown {
  width: number;
  height: number;
  /** Clockwise degrees, 0, 90, 180 or 270. */
  rotation: number;
}

async function shownOf(video: InputVideoTrack): Promise<Shown> {
  const [width, height, rotation] = await Promise.all([
    video.getSquarePixelWidth(),
    video.getSquarePixelHeight(),
    video.getRotation(),
  ]);
  return rotation % 180 === 0 ? { width, height, rotation } : { width: height, height: width, rotation };
}

/** The RGBA pixels of the frame being drawn, one buffer reused (8 MB at 1080p). */
let pixels = new Uint8ClampedArray(new ArrayBuffer(0));

/**
 * `frame`'s RGBA pixels as stored, copied into our buffer, and the frame closed. Drawing the frame on a
 * canvas (or `createImageBitmap`) instead makes Chromium convert it to a full-size RGBA picture in shared
 * memory that outlives the frame: about 65 such 8 MB pictures were held at once over 90 1080p keyframes.
 */
async function pixelsOf(frame: VideoFrame): Promise<RgbaPicture> {
  const width = frame.visibleRect?.width ?? frame.codedWidth;
  const height = frame.visibleRect?.height ?? frame.codedHeight;
  try {
    if (pixels.length < width * height * 4)
      pixels = new Uint8ClampedArray(new ArrayBuffer(width * height * 4));
    await frame.copyTo(pixels, { format: "RGBA", colorSpace: "srgb" } as VideoFrameCopyToOptions);
  } finally {
    frame.close();
  }
  return { data: pixels.subarray(0, width * height * 4), width, height };
}

let pixelsInUse: Promise<unknown> = Promise.resolve();

/**
 * `use` run on `frame`'s pixels, one frame at a time: jobs interleave at their awaits (a frame opened
 * while thumbnails fill in), and all of them copy into the one buffer.
 */
function withPixels<T>(frame: VideoFrame, use: (picture: RgbaPicture) => T): Promise<T> {
  const turn = pixelsInUse.then(async () => use(await pixelsOf(frame)));
  pixelsInUse = turn.catch(() => undefined);
  return turn;
}

function canvasOf(picture: RgbaPicture): OffscreenCanvas {
  const canvas = new OffscreenCanvas(picture.width, picture.height);
  canvas.getContext("2d")?.putImageData(new ImageData(picture.data, picture.width, picture.height), 0, 0);
  return canvas;
}

/** `stored` (the frame as stored, any size) drawn `width` × `height` as shown: stretched to square pixels and turned. */
function asShown(stored: OffscreenCanvas, width: number, height: number, rotation: number): OffscreenCanvas {
  if (rotation === 0 && stored.width === width && stored.height === height) return stored;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  const [drawnWidth, drawnHeight] = rotation % 180 === 0 ? [width, height] : [height, width];
  context?.translate(width / 2, height / 2);
  context?.rotate((rotation * Math.PI) / 180);
  context?.drawImage(stored, -drawnWidth / 2, -drawnHeight / 2, drawnWidth, drawnHeight);
  return canvas;
}

/** A `width`-pixel-wide JPEG of `frame` as shown, shrunk from its pixels by an area filter before turning. */
async function thumbnailOf(frame: VideoFrame, width: number, shown: Shown, time: number): Promise<Frame> {
  const height = Math.max(1, Math.round((width * shown.height) / shown.width));
  const [smallWidth, smallHeight] = shown.rotation % 180 === 0 ? [width, height] : [height, width];
  const small = await withPixels(frame, (stored) => canvasOf(shrinkRgba(stored, smallWidth, smallHeight)));
  return toFrame(asShown(small, width, height, shown.rotation), time, "image/jpeg", JPEG_QUALITY.thumbnail);
}

async function thumbnails(times: number[], width: number): Promise<(Frame | null)[]> {
  const video = opened();
  thumbnailSink ??= new VideoSampleSink(video);
  const shown = await shownOf(video);
  const frames: (Frame | null)[] = [];
  try {
    for await (const sample of thumbnailSink.samplesAtTimestamps(times)) {
      if (!sample) {
        frames.push(null);
        continue;
      }
      const frame = sample.toVideoFrame();
      sample.close();
      frames.push(await thumbnailOf(frame, width, shown, sample.timestamp));
    }
  } catch {
    // A frame past a cut or a damaged packet: those not drawn stay empty.
  }
  while (frames.length < times.length) frames.push(null);
  return frames;
}

/**
 * Of the keyframes at `times`, those that start a shot: each decoded, reduced to a tiny grey picture from
 * its pixels (no canvas), and compared with the one before. Keyframes that cannot be decoded are skipped.
 */
async function shots(times: number[]): Promise<number[]> {
  thumbnailSink ??= new VideoSampleSink(opened());
  const decoded: number[] = [];
  const greys: Uint8Array[] = [];
  try {
    for await (const sample of thumbnailSink.samplesAtTimestamps(times)) {
      if (!sample) continue;
      const frame = sample.toVideoFrame();
      sample.close();
      decoded.push(sample.timestamp);
      greys.push(
        await withPixels(frame, (stored) => greyOf(shrinkRgba(stored, SIGNATURE_SIZE, SIGNATURE_SIZE))),
      );
    }
  } catch {
    // A damaged packet: the shots among the keyframes read so far.
  }
  return shotStarts(greys).map((index) => decoded[index] ?? 0);
}

/** The frame shown at `time`, full size as shown (square pixels, turned), from its copied pixels. */
async function frame(time: number, format: FrameFormat): Promise<Frame> {
  const video = opened();
  const sample = await new VideoSampleSink(video).getSample(time);
  if (!sample) throw new Error("no frame at this time");
  const videoFrame = sample.toVideoFrame();
  sample.close();
  const shown = await shownOf(video);
  const stored = await withPixels(videoFrame, canvasOf);
  return toFrame(
    asShown(stored, shown.width, shown.height, shown.rotation),
    sample.timestamp,
    format,
    format === "image/jpeg" ? JPEG_QUALITY.frame : undefined,
  );
}

/** The presentation times of every frame within `span` seconds of `around`, in order. */
async function frameTimes(around: number, span: number): Promise<number[]> {
  const sink = new EncodedPacketSink(opened());
  let packet =
    (await sink.getKeyPacket(Math.max(0, around - span), { metadataOnly: true })) ??
    (await sink.getFirstPacket({ metadataOnly: true }));
  const times = new Set<number>();
  // Past the end of the span by a little: frames shown in the span may be stored after it (B-frames).
  for (let read = 0; packet && read < 5000; read++) {
    if (packet.timestamp > around + span + 1) break;
    if (Math.abs(packet.timestamp - around) <= span) times.add(packet.timestamp);
    packet = await sink.getNextPacket(packet, { metadataOnly: true });
  }
  return [...times].sort((a, b) => a - b);
}

serveJobs<VideoJobs>({
  ready: () => undefined,
  open,
  thumbnails: ({ times, width }) => thumbnails(times, width),
  frame: ({ time, format }) => frame(time, format),
  frameTimes: ({ around, span }) => frameTimes(around, span),
  shotStarts: shots,
  keyframesMp4: (times) =>
    import("./keyframes-mp4.ts").then(({ keyframesMp4 }) => keyframesMp4(opened(), times)),
  hash: () => {
    if (!file) return Promise.reject(new Error("no video open"));
    return sha256OfBlob(file);
  },
});
