// The page's side of the video worker, and the one place that picks the decoder: WebCodecs in the worker
// when the browser has one for the track, else ffmpeg's WebAssembly build for HEVC (loaded only then).
import { createWorkerJobs } from "#app/lib/workers/worker-jobs.ts";
import type { Frame, FrameFormat, Opened, VideoJobs } from "./video-protocol.ts";

const jobs = createWorkerJobs<VideoJobs>(
  () => new Worker(new URL("./video.worker.ts", import.meta.url), { type: "module" }),
  "The video worker failed",
);

/** How frames of the open file are drawn: by WebCodecs, by the WebAssembly HEVC decoder, or not at all. */
export type Decoder = "webcodecs" | "wasm" | "none";

export function decoderFor(opened: Opened): Decoder {
  if (opened.decodable) return "webcodecs";
  return opened.report.video?.codec === "hevc" ? "wasm" : "none";
}

/** Starts the worker and its demuxer ahead of a file (pointer over or focus on the picker). */
export const warmVideoWorker = () => void jobs.run("ready", undefined).catch(() => undefined);

export const openVideo = (file: File) => jobs.run("open", file);

export const hashVideo = () => jobs.run("hash", undefined);

/** Of the keyframes at `times`, those that start a shot (WebCodecs only: decoded in the worker). */
export const shotStarts = (times: number[]) => jobs.run("shotStarts", times);

export const frameTimesAround = (around: number, span: number) => jobs.run("frameTimes", { around, span });

/**
 * Thumbnails of the frames at `times`; `keyframes` says they are all keyframes (ffmpeg then gets those
 * alone, copied from the file by the worker).
 */
export async function thumbnails(
  file: File,
  decoder: Decoder,
  times: number[],
  width: number,
  keyframes: boolean,
): Promise<(Frame | null)[]> {
  if (decoder === "webcodecs") return jobs.run("thumbnails", { times, width });
  const { hevcFrame, hevcKeyframes, prepareHevc } = await import("./hevc-frames.ts");
  prepareHevc();
  if (keyframes) {
    const mp4 = await jobs.run("keyframesMp4", times);
    return hevcKeyframes(mp4, times, width);
  }
  const frames: (Frame | null)[] = [];
  for (const time of times) frames.push(await hevcFrame(file, time, "image/jpeg", width).catch(() => null));
  return frames;
}

export async function fullFrame(
  file: File,
  decoder: Decoder,
  time: number,
  format: FrameFormat,
): Promise<Frame> {
  if (decoder === "webcodecs") return jobs.run("frame", { time, format });
  const { hevcFrame } = await import("./hevc-frames.ts");
  return hevcFrame(file, time, format);
}
