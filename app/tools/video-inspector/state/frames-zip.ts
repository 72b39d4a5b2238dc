// All the grid's frames at full size in one ZIP, made in the browser by zip.js (app/lib/files/zip.ts): each
// frame is decoded when the archive comes to it and stored in it, so only one full-size picture is held
// at a time besides the archive itself. Loaded on first use.
import { fileStem } from "#app/lib/files/file-name.ts";
import { writeZip, type ZipEntry } from "#app/lib/files/zip.ts";
import { frameFileStem } from "../logic/frame-time.ts";
import { type Decoder, fullFrame } from "./video-client.ts";

export async function zipFrames(
  file: File,
  decoder: Decoder,
  times: number[],
  onProgress: (done: number) => void,
): Promise<Blob> {
  const stem = fileStem(file.name, "video");
  async function* entries(): AsyncGenerator<ZipEntry> {
    for (const [index, time] of times.entries()) {
      const frame = await fullFrame(file, decoder, time, "image/jpeg").catch(() => undefined);
      onProgress(index + 1);
      if (frame) yield { path: `${stem}-${frameFileStem(time)}.jpg`, data: frame.blob };
    }
  }
  return writeZip(entries());
}
