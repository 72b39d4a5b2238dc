import type { VideoReport } from "../logic/read-video.ts";

export type FrameFormat = "image/png" | "image/jpeg";

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

/** What the page asks the video worker; one file is open at a time (`open` replaces it). */
export type VideoJobs = {
  /** Nothing: sent when a person reaches for the file picker, so the worker and demuxer load meanwhile. */
  ready(): void;
  open(file: Blob): Promise<Opened>;
  thumbnails(input: { times: number[]; width: number }): Promise<(Frame | null)[]>;
  frame(input: { time: number; format: FrameFormat }): Promise<Frame>;
  frameTimes(input: { around: number; span: number }): Promise<number[]>;
  /** Of the keyframes at `times` (in order), the times of those that start a new shot (logic/shots.ts). */
  shotStarts(times: number[]): Promise<number[]>;
  /** A small MP4 of the keyframes at `times` alone, for the WebAssembly decoder (keyframes-mp4.ts). */
  keyframesMp4(times: number[]): Promise<Uint8Array>;
  /** The open file's SHA-256, read as a stream: a 2 GB file never sits in memory. */
  hash(): Promise<string>;
};
