// Its own module so the page can name the error without loading libjpeg-turbo's Emscripten glue.

/** Thrown when libjpeg-turbo's WebAssembly cannot be had or started: the views name it in words. */
export class EncoderUnavailable extends Error {
  constructor(cause: unknown) {
    super("encoder_unavailable", { cause });
  }
}
