// All the grid's frames at full size in one ZIP, made in the browser by client-zip: each frame is decoded
// as the archive asks for it and streamed into it, so only one full-size picture is held at a time
// besides the archive itself. Loaded on first use.
import { downloadZip } from "client-zip";
import { fileStem } from "../../../lib/file-name.ts";
import { frameFileStem } from "../logic/frame-time.ts";
import { type Decoder, fullFrame } from "./video-client.ts";

export async function zipFrames(
  file: File,
  decoder: Decoder,
  times: number[],
  onProgress: (done: number) => void,
): Promise<Blob> {
  const stem = fileStem(file.name, "video");
  async function* entries() {
    for (const [index, time] of times.entries()) {
      const frame = await fullFrame(file, decoder, time, "image/jpeg").catch(() => undefined);
      onProgress(index + 1);
      if (frame) yield { name: `${stem}-${frameFileStem(time)}.jpg`, input: frame.blob };
    }
  }
  return downloadZip(entries()).blob();
}
