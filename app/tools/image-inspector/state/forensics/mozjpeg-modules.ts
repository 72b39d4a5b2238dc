// MozJPEG's WebAssembly, fetched from this site and compiled on the page, then handed to the worker with
// the first error-level job. The page compiles it because its CSP allows that ('wasm-unsafe-eval',
// connect-src 'self'); the worker's script is served, like every static file, under
// `default-src 'none'`, which forbids it both. A compiled module crosses to the worker as is.
import decoderUrl from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?url";
import encoderUrl from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url";
import type { MozjpegModules } from "../../logic/forensics/mozjpeg.ts";

export async function compileMozjpeg(): Promise<MozjpegModules> {
  const [encoder, decoder] = await Promise.all([
    WebAssembly.compileStreaming(fetch(encoderUrl)),
    WebAssembly.compileStreaming(fetch(decoderUrl)),
  ]);
  return { encoder, decoder };
}
