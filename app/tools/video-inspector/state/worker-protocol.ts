import type { VideoReport } from "../logic/read-video.ts";

/** What the page asks the video worker; one file is open at a time (`open` replaces it). */
export type VideoJob =
  /** Nothing: sent when a person reaches for the file picker, so the worker and demuxer load meanwhile. */
  | { type: "ready" }
  | { type: "open"; file: Blob }
  | { type: "thumbnails"; times: number[]; width: number }
  | { type: "frame"; time: number; format: FrameFormat }
  | { type: "frameTimes"; around: number; span: number }
  /** A small MP4 of the keyframes at `times` alone, for the WebAssembly decoder (keyframes-mp4.ts). */
  | { type: "keyframesMp4"; times: number[] }
  | { type: "hash" };

export type FrameFormat = "image/png" | "image/jpeg";

/** JPEG quality of a thumbnail and of a full frame saved as JPEG, whichever decoder drew them. */
export const JPEG_QUALITY = { thumbnail: 0.8, frame: 0.92 } as const;

export interface Opened {
  report: VideoReport;
  /** Whether this browser's WebCodecs decodes the video track. */
  decodable: boolean;
}

/** One decoded frame: the picture and the time it is shown at (the nearest frame at or before the asked time). */
export interface Frame {
  blob: Blob;
  time: number;
  width: number;
  height: number;
}
