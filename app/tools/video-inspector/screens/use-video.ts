// One video on the page: opened in the worker (facts and keyframe index at once), then its frames drawn
// a few at a time so the grid fills in, then its hash. Choosing another file or other frames starts
// over; answers about the earlier ones are dropped and their pictures let go.
import { useCallback, useEffect, useRef, useState } from "react";
import { batches, intervalTimes } from "../logic/frame-plan.ts";
import {
  type Decoder,
  decoderFor,
  hashVideo,
  openVideo,
  shotStarts,
  thumbnails,
} from "../state/video-client.ts";
import type { Opened } from "../state/video-protocol.ts";

/** Pixels across a thumbnail: sharp at twice the grid's width on a phone, small in memory. */
const THUMBNAIL_WIDTH = 320;
/**
 * Frames drawn per job after the first, which is drawn alone so it shows as soon as it can. ffmpeg's
 * keyframes take more per job, 8 then 16: each job is one ffmpeg run, whose start costs about what five
 * keyframes do, and two ffmpegs share the jobs, so the last ones are not too long (decision 025).
 */
const batchSizes = (decoder: Decoder) =>
  decoder === "wasm" ? { first: 8, most: 16 } : { first: 4, most: 4 };

/** Every keyframe, the keyframes that start a shot (cuts found by the worker), or one frame every N seconds. */
export type FrameMode = { kind: "keyframes" } | { kind: "shots" } | { kind: "interval"; seconds: number };

export interface FrameCell {
  time: number;
  /** An object URL of the thumbnail, once drawn. */
  url?: string;
  failed?: boolean;
}

export interface VideoState {
  file?: File;
  opened?: Opened;
  decoder?: Decoder;
  /** The worker itself failed (not the file: a bad file is an opened report with a problem). */
  failed?: boolean;
  mode: FrameMode;
  /** The keyframes are being compared to find the shots. */
  detecting?: boolean;
  frames: FrameCell[];
  sha256?: string;
  hashFailed?: boolean;
}

async function timesOf(opened: Opened, mode: FrameMode): Promise<number[]> {
  if (mode.kind === "interval") return intervalTimes(opened.report.duration, mode.seconds);
  if (mode.kind === "shots") return shotStarts(opened.report.keyframes);
  return opened.report.keyframes;
}

export function useVideo() {
  const [state, setState] = useState<VideoState>({ mode: { kind: "keyframes" }, frames: [] });
  const generation = useRef(0);
  const urls = useRef<string[]>([]);

  const letGo = useCallback(() => {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current = [];
  }, []);
  useEffect(() => letGo, [letGo]);

  const draw = useCallback(
    async (file: File, opened: Opened, decoder: Decoder, mode: FrameMode) => {
      const mine = ++generation.current;
      letGo();
      setState((previous) => ({ ...previous, mode, detecting: mode.kind === "shots", frames: [] }));
      const times = await timesOf(opened, mode).catch(() => []);
      if (generation.current !== mine) return;
      setState((previous) => ({ ...previous, detecting: false, frames: times.map((time) => ({ time })) }));
      if (decoder === "none") return;
      const jobs = batches(times.length, batchSizes(decoder)).map(({ start, size }) => ({
        start,
        times: times.slice(start, start + size),
      }));
      const ask = (batch: { times: number[] }) =>
        thumbnails(file, decoder, batch.times, THUMBNAIL_WIDTH, mode.kind !== "interval").catch(() =>
          batch.times.map(() => null),
        );
      // ffmpeg's batches are asked for two ahead: the video worker cuts out the next batches' keyframes,
      // and the page draws this one, while ffmpeg decodes, on two cores two batches (hevc-frames.ts).
      const ahead = decoder === "wasm" ? 2 : 0;
      const asked = jobs.slice(0, 1 + ahead).map(ask);
      for (const [index, { start, times: batch }] of jobs.entries()) {
        const drawn = await (asked[index] ?? ask({ times: batch }));
        if (generation.current !== mine) return;
        const next = jobs[index + 1 + ahead];
        if (next) asked.push(ask(next));
        const cells = drawn.map((frame, i): FrameCell => {
          const time = batch[i] ?? 0;
          if (!frame) return { time, failed: true };
          const url = URL.createObjectURL(frame.blob);
          urls.current.push(url);
          return { time, url };
        });
        setState((previous) => {
          const frames = previous.frames.slice();
          frames.splice(start, cells.length, ...cells);
          return { ...previous, frames };
        });
      }
    },
    [letGo],
  );

  const open = useCallback(
    async (file: File) => {
      const mine = ++generation.current;
      letGo();
      setState({ file, mode: { kind: "keyframes" }, frames: [] });
      let opened: Opened;
      try {
        opened = await openVideo(file);
      } catch {
        if (generation.current === mine) setState((previous) => ({ ...previous, failed: true }));
        return;
      }
      if (generation.current !== mine) return;
      performance.mark("video:opened");
      const decoder = decoderFor(opened);
      setState((previous) => ({ ...previous, opened, decoder }));
      await draw(file, opened, decoder, { kind: "keyframes" });
      // The hash reads the whole file: it waits for the pictures, which a person looks at first.
      const sha256 = await hashVideo().catch(() => undefined);
      setState((previous) =>
        previous.file === file ? { ...previous, sha256, hashFailed: sha256 === undefined } : previous,
      );
    },
    [draw, letGo],
  );

  const show = useCallback(
    (mode: FrameMode) => {
      if (state.file && state.opened && state.decoder)
        void draw(state.file, state.opened, state.decoder, mode);
    },
    [state.file, state.opened, state.decoder, draw],
  );

  const reset = useCallback(() => {
    generation.current++;
    letGo();
    setState({ mode: { kind: "keyframes" }, frames: [] });
  }, [letGo]);

  return { state, open, show, reset };
}
