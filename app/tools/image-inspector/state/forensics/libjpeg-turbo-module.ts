// libjpeg-turbo's WebAssembly, fetched from this site and compiled on the page, then handed to the worker
// with the first error-level job. The page compiles it because its CSP allows that ('wasm-unsafe-eval',
// connect-src 'self'); a compiled module crosses to the worker as is. A file that cannot be fetched or
// compiled rejects with "encoder_unavailable", which the view says in words.
import wasmUrl from "@cornerstonejs/codec-libjpeg-turbo-8bit/wasm?url";
import { EncoderUnavailable } from "../../logic/forensics/encoder-unavailable.ts";

export async function compileLibjpegTurbo(): Promise<WebAssembly.Module> {
  try {
    const response = await fetch(wasmUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await WebAssembly.compileStreaming(response);
  } catch (error) {
    throw new EncoderUnavailable(error);
  }
}
