// The JPEG round trip of error level analysis through MozJPEG compiled to WebAssembly (@jsquash/jpeg):
// the same bytes in every browser and in Node, unlike a canvas's encoder, which differs between
// browsers and versions. Baseline, libjpeg's standard (Annex K) tables scaled by quality, 4:2:0, as
// most cameras and sites save, so the levels compare with other ELA tools'. The WebAssembly modules are
// handed in already compiled: the page's worker fetches them from this site, the tests read the files.
import decode, { init as initDecoder } from "@jsquash/jpeg/decode.js";
import encode, { init as initEncoder } from "@jsquash/jpeg/encode.js";
import type { EncodeOptions } from "@jsquash/jpeg/meta.js";
import type { JpegRoundTrip } from "./ela.ts";
import type { Pixels } from "./pixels.ts";

export interface MozjpegModules {
  encoder: WebAssembly.Module;
  decoder: WebAssembly.Module;
}

const OPTIONS: Partial<EncodeOptions> = {
  baseline: true,
  progressive: false,
  arithmetic: false,
  optimize_coding: false,
  smoothing: 0,
  quant_table: 0,
  trellis_multipass: false,
  trellis_opt_zero: false,
  trellis_opt_table: false,
  trellis_loops: 1,
  auto_subsample: false,
  chroma_subsample: 2,
  separate_chroma_quality: false,
};

// The library's `init` takes a compiled module as its first argument, which its types leave out.
type Init = (module: WebAssembly.Module) => Promise<void>;

let ready: Promise<void> | undefined;

/** The round trip, once `modules` are instantiated (the first call does it; later ones reuse it). */
export function mozjpegRoundTrip(modules: () => Promise<MozjpegModules>): JpegRoundTrip {
  return async (image: Pixels, quality: number): Promise<Pixels> => {
    ready ??= modules().then(({ encoder, decoder }) =>
      Promise.all([
        (initEncoder as unknown as Init)(encoder),
        (initDecoder as unknown as Init)(decoder),
      ]).then(() => undefined),
    );
    ready.catch(() => {
      ready = undefined;
    });
    await ready;
    const bytes = await encode(image as ImageData, { ...OPTIONS, quality, chroma_quality: quality });
    const decoded = await decode(bytes);
    return { width: decoded.width, height: decoded.height, data: decoded.data };
  };
}
