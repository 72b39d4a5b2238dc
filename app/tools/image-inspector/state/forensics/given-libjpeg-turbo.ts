// libjpeg-turbo as a worker gets it: compiled by the page and handed over with a job, kept for the
// worker's life, started on the first round trip.
import { libjpegTurboRoundTrip } from "../../logic/forensics/libjpeg-turbo.ts";
import { blank } from "../../logic/forensics/pixels.ts";

let codec: WebAssembly.Module | undefined;

/** Keeps the first module given; later jobs carry the same one. */
export function give(module: WebAssembly.Module): void {
  codec ??= module;
}

export const roundTrip = libjpegTurboRoundTrip(async () => {
  if (!codec) throw new Error("libjpeg-turbo was not given");
  return codec;
});

/**
 * libjpeg-turbo started on a megapixel: enough work for the browser to compile its busiest functions
 * optimised while the report is read. Started on 16 pixels, the first error levels of a 12-megapixel
 * photo ran in baseline code, about 80 ms slower of 800 (issue 44).
 */
export const warmUp = (): Promise<unknown> => roundTrip(blank(1024, 1024), 90);
