// The JPEG round trip of error level analysis through libjpeg-turbo compiled to WebAssembly
// (@cornerstonejs/codec-libjpeg-turbo-8bit): the same bytes in every browser and in Node, unlike a
// canvas's encoder, which differs between browsers and versions. tjCompress2 with no flags: baseline,
// libjpeg's standard (Annex K) tables scaled by quality, the exact integer DCT, 4:2:0, what most
// cameras and sites save and what ELA's references assume (MozJPEG, used before, always applied
// trellis quantisation: three times slower, and other levels). The WebAssembly module is handed in
// already compiled: the page fetches it from this site, the tests read the file.
import create, { type LibjpegTurbo } from "@cornerstonejs/codec-libjpeg-turbo-8bit/wasmjs";
import type { JpegRoundTrip } from "./ela.ts";
import { EncoderUnavailable } from "./encoder-unavailable.ts";
import type { Pixels } from "./pixels.ts";

const SUBSAMPLING_420 = 2;

/** The module started from `compiled`; rejects (never hangs) when it cannot be. */
function instantiate(compiled: WebAssembly.Module): Promise<LibjpegTurbo> {
  return new Promise<LibjpegTurbo>((resolve, reject) => {
    // Emscripten waits for `ready` for ever if instantiation fails inside this hook: reject ourselves.
    create({
      instantiateWasm(imports, ready) {
        // `ready` itself throws on a module that is not the one the glue expects: caught too.
        WebAssembly.instantiate(compiled, imports)
          .then((instance) => ready(instance, compiled))
          .catch(reject);
        return {};
      },
      onAbort: reject,
    }).then(resolve, reject);
  }).catch((error: unknown) => {
    throw new EncoderUnavailable(error);
  });
}

function encode(codec: LibjpegTurbo, { width, height, data }: Pixels, quality: number): Uint8Array {
  const encoder = new codec.JPEGEncoder();
  try {
    const rgb = encoder.getDecodedBuffer({
      width,
      height,
      bitsPerSample: 8,
      componentCount: 3,
      isSigned: false,
    });
    for (let p = 0, i = 0, o = 0; p < width * height; p++, i += 4, o += 3) {
      rgb[o] = data[i] as number;
      rgb[o + 1] = data[i + 1] as number;
      rgb[o + 2] = data[i + 2] as number;
    }
    encoder.setQuality(quality);
    encoder.setProgressive(0);
    encoder.setSubSampling(SUBSAMPLING_420);
    encoder.encode();
    const bytes = encoder.getEncodedBuffer();
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  } finally {
    encoder.delete();
  }
}

function decode(codec: LibjpegTurbo, bytes: Uint8Array): Pixels {
  const decoder = new codec.JPEGDecoder();
  try {
    decoder.getEncodedBuffer(bytes.length).set(bytes);
    decoder.decode();
    const { width, height } = decoder.getFrameInfo();
    const rgb = decoder.getDecodedBuffer();
    const data = new Uint8ClampedArray(width * height * 4);
    for (let p = 0, i = 0, o = 0; p < width * height; p++, i += 4, o += 3) {
      data[i] = rgb[o] as number;
      data[i + 1] = rgb[o + 1] as number;
      data[i + 2] = rgb[o + 2] as number;
      data[i + 3] = 255;
    }
    return { width, height, data };
  } finally {
    decoder.delete();
  }
}

/** The round trip, once the module from `compiled` is started (the first call does it; later ones reuse it). */
export function libjpegTurboRoundTrip(compiled: () => Promise<WebAssembly.Module>): JpegRoundTrip {
  let codec: Promise<LibjpegTurbo> | undefined;
  return async (image: Pixels, quality: number): Promise<Pixels> => {
    codec ??= compiled().then(instantiate, (error: unknown) => {
      throw new EncoderUnavailable(error);
    });
    codec.catch(() => {
      codec = undefined;
    });
    const started = await codec;
    return decode(started, encode(started, image, quality));
  };
}
