// Frames of a video this browser's WebCodecs cannot decode (HEVC, in Chromium without the platform's
// decoder): ffmpeg compiled to WebAssembly (@ffmpeg/core, its files served by this site), loaded only
// when such a file is opened. Keyframes come as a small MP4 of their packets alone (keyframes-mp4.ts);
// any other frame is read from the file, mounted with WORKERFS, which reads it through the File object
// on demand: it is never copied into ffmpeg's memory, so a 2 GB video costs what a frame does.
import type { FFmpeg } from "@ffmpeg/ffmpeg";
import { coresUpTo } from "#app/lib/workers/cores.ts";
import { JPEG_QUALITY } from "../logic/jpeg-quality.ts";
import type { Frame, FrameFormat } from "./video-protocol.ts";

const MOUNT = "/video";
/**
 * ffmpeg's WebAssembly decodes on one thread: a second one, started once the first is ready, takes the
 * next waiting batch of keyframes whenever it is free, on another core (a multi-threaded build needs
 * cross-origin isolation; see decision 025). Any other frame goes to the first, which mounts the file.
 */
const INSTANCES = coresUpTo(2);

/** One ffmpeg: its worker, loaded once (`ffmpeg` set then), running one command at a time. */
interface Instance {
  ffmpeg?: FFmpeg;
  busy: boolean;
  /** Jobs it has finished. */
  done: number;
}

/** A job waiting for an ffmpeg; `pinned` ones need the first (the file is mounted there). */
interface Waiting {
  pinned: boolean;
  run(ffmpeg: FFmpeg): Promise<void>;
  fail(error: unknown): void;
}

const instances: Instance[] = [];
const waiting: Waiting[] = [];
/** A second ffmpeg failed to load: the first does every job from then on. */
let secondFailed = false;
let mounted: File | undefined;

function start(): void {
  const instance: Instance = { busy: false, done: 0 };
  instances.push(instance);
  load().then(
    (ffmpeg) => {
      instance.ffmpeg = ffmpeg;
      next();
    },
    (error: unknown) => {
      if (instance !== instances[0]) secondFailed = true;
      instances.splice(instances.indexOf(instance), 1);
      // Nothing left to run the waiting jobs: they fail, and the next job loads ffmpeg again.
      if (instances.length === 0) for (const job of waiting.splice(0)) job.fail(error);
    },
  );
}

/**
 * Gives each ready, idle ffmpeg the first waiting job it can run; starts the second ffmpeg when batches
 * of keyframes wait while the first is busy (not for a single frame or a short video).
 */
function next(): void {
  for (const instance of instances) {
    const { ffmpeg } = instance;
    if (!ffmpeg || instance.busy) continue;
    const index = waiting.findIndex((job) => !job.pinned || instance === instances[0]);
    const job = index < 0 ? undefined : waiting.splice(index, 1)[0];
    if (!job) continue;
    instance.busy = true;
    void job.run(ffmpeg).finally(() => {
      instance.busy = false;
      instance.done++;
      next();
    });
  }
  // Not before the first has drawn its first picture: loading competes with it for a core.
  const wanted = instances.length < INSTANCES && !secondFailed && waiting.some((job) => !job.pinned);
  if (wanted && (instances[0]?.done ?? 0) > 0) start();
}

/** `task` on the next free ffmpeg (the first, if `pinned`), once it is loaded. */
function queued<T>(pinned: boolean, task: (ffmpeg: FFmpeg) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting.push({ pinned, run: (ffmpeg) => task(ffmpeg).then(resolve, reject), fail: reject });
    if (instances.length === 0) start();
    next();
  });
}

/** ffmpeg with `file` mounted (the one mounted before is let go). */
async function withFile(ffmpeg: FFmpeg, file: File): Promise<FFmpeg> {
  if (mounted !== file) {
    if (mounted) await ffmpeg.unmount(MOUNT).catch(() => undefined);
    else await ffmpeg.createDir(MOUNT).catch(() => undefined);
    const { FFFSType } = await import("@ffmpeg/ffmpeg");
    await ffmpeg.mount(FFFSType.WORKERFS, { files: [file] }, MOUNT);
    mounted = file;
  }
  return ffmpeg;
}

// ffmpeg turns the frames by the container's rotation itself; these scales make its pixels square too
// (an anamorphic video's stored pixels are wider or narrower than shown), as the WebCodecs path draws them.
/** A `width`-pixel-wide picture as shown. */
const shownWidth = (width: number) => `scale=${width}:trunc(ow/dar/2)*2,setsar=1`;
/** The full frame as shown: stretched, never squeezed, to square pixels (as mediabunny sizes them). */
const SHOWN_FULL = "scale='if(gt(sar,1),trunc(iw*sar/2)*2,iw)':'if(lt(sar,1),trunc(ih/sar/2)*2,ih)',setsar=1";

async function load(): Promise<FFmpeg> {
  const [{ FFmpeg }, core, wasm] = await Promise.all([
    import("@ffmpeg/ffmpeg"),
    import("@ffmpeg/core?url"),
    import("@ffmpeg/core/wasm?url"),
  ]);
  const ffmpeg = new FFmpeg();
  await ffmpeg.load({
    coreURL: new URL(core.default, location.href).href,
    wasmURL: new URL(wasm.default, location.href).href,
  });
  return ffmpeg;
}

/**
 * ffmpeg's pictures are PNG, in RGB: this build (ffmpeg 5.1 in WebAssembly) crashes ("memory access out
 * of bounds") turning 10-bit video, what iPhones record by default, into JPEG's colour format, and not
 * into RGB. The browser makes the JPEG where one is wanted, from the decoded PNG.
 */
async function asFormat(png: Blob, time: number, format: FrameFormat, quality: number): Promise<Frame> {
  const bitmap = await createImageBitmap(png);
  const { width, height } = bitmap;
  try {
    if (format === "image/png") return { blob: png, time, width, height };
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    return { blob: await canvas.convertToBlob({ type: format, quality }), time, width, height };
  } finally {
    bitmap.close();
  }
}

/** A thumbnail JPEG of `rgba`, raw pixels `width` wide (a whole number of rows), or null if it is not. */
async function rgbaThumbnail(rgba: Uint8Array, time: number, width: number): Promise<Frame | null> {
  const height = rgba.length / (width * 4);
  if (!Number.isInteger(height) || height === 0) return null;
  const canvas = new OffscreenCanvas(width, height);
  const pixels = new Uint8ClampedArray(rgba.buffer as ArrayBuffer, rgba.byteOffset, rgba.length);
  canvas.getContext("2d")?.putImageData(new ImageData(pixels, width, height), 0, 0);
  const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: JPEG_QUALITY.thumbnail });
  return { blob, time, width, height };
}

/**
 * Thumbnails of the keyframes at `times` in one ffmpeg run, from `mp4`: those keyframes alone, made by
 * the video worker. Decoding them is the whole cost; reading the file between them through WORKERFS, 32 kB
 * per synchronous read, was most of it (90 keyframes of a 3-minute file: 8 s before, 3 s now). Each comes
 * out as raw RGBA (a thumbnail's 230 kB), not PNG: no compressing in ffmpeg and decompressing in the
 * browser, 150 ms less over those 90 (decision 025).
 */
export function hevcKeyframes(mp4: Uint8Array, times: number[], width: number): Promise<(Frame | null)[]> {
  return queued(false, async (ffmpeg) => {
    await ffmpeg.writeFile("keys.mp4", mp4);
    const code = await ffmpeg.exec([
      // No banner, stream list or progress lines: each is a message from ffmpeg's worker to the page.
      ...["-hide_banner", "-loglevel", "error", "-nostats"],
      ...["-i", "keys.mp4", "-vsync", "passthrough", "-vf", shownWidth(width)],
      ...["-f", "image2", "-c:v", "rawvideo", "-pix_fmt", "rgba", "-y", "key-%d.rgba"],
    ]);
    await ffmpeg.deleteFile("keys.mp4").catch(() => undefined);
    const frames: (Frame | null)[] = [];
    for (const [index, time] of times.entries()) {
      const name = `key-${index + 1}.rgba`;
      const data = code === 0 ? await ffmpeg.readFile(name).catch(() => undefined) : undefined;
      await ffmpeg.deleteFile(name).catch(() => undefined);
      frames.push(
        data instanceof Uint8Array ? await rgbaThumbnail(data, time, width).catch(() => null) : null,
      );
    }
    return frames;
  });
}

/** Starts loading ffmpeg ahead of its first job (while the video worker cuts out the keyframes). */
export const prepareHevc = () => {
  if (instances.length === 0) start();
};

/** The frame shown at `time` (seeking to the keyframe before it, then decoding forward), as an image. */
export function hevcFrame(file: File, time: number, format: FrameFormat, width?: number): Promise<Frame> {
  return queued(true, async (loaded) => {
    const ffmpeg = await withFile(loaded, file);
    const code = await ffmpeg.exec([
      "-ss",
      time.toFixed(6),
      "-i",
      `${MOUNT}/${file.name}`,
      "-frames:v",
      "1",
      "-vf",
      width ? shownWidth(width) : SHOWN_FULL,
      "-pix_fmt",
      "rgb24",
      "-y",
      "frame.png",
    ]);
    if (code !== 0) throw new Error("ffmpeg could not decode this frame");
    const data = (await ffmpeg.readFile("frame.png")) as Uint8Array;
    await ffmpeg.deleteFile("frame.png").catch(() => undefined);
    const png = new Blob([data as Uint8Array<ArrayBuffer>], { type: "image/png" });
    return asFormat(png, time, format, width ? JPEG_QUALITY.thumbnail : JPEG_QUALITY.frame);
  });
}
