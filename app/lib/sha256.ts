// SHA-256 of files read as a stream in chunks (hash-wasm's incremental hasher: WebCrypto has none), so
// a 1 GB video is never held whole in memory: the case file's evidence, the video inspector's file.
import { createSHA256 } from "hash-wasm";

/** Lowercase hex, as sha256sum prints it. */
export type Sha256Hex = string;

/** The SHA-256 of everything `stream` yields. */
export async function sha256OfStream(stream: ReadableStream<Uint8Array>): Promise<Sha256Hex> {
  const hasher = await createSHA256();
  hasher.init();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    hasher.update(value);
  }
  return hasher.digest("hex");
}

/** The SHA-256 of a file or blob, streamed. */
export function sha256OfBlob(blob: Blob): Promise<Sha256Hex> {
  return sha256OfStream(blob.stream());
}

/** The SHA-256 of bytes already in memory (a manifest, a report). */
export async function sha256OfBytes(bytes: Uint8Array): Promise<Sha256Hex> {
  const hasher = await createSHA256();
  hasher.init();
  hasher.update(bytes);
  return hasher.digest("hex");
}

/** A WritableStream that hashes what is written to it; `digest` resolves once it is closed. */
export async function sha256Sink(): Promise<{
  sink: WritableStream<Uint8Array>;
  digest: Promise<Sha256Hex>;
}> {
  const hasher = await createSHA256();
  hasher.init();
  let finish: (hex: Sha256Hex) => void = () => {};
  const digest = new Promise<Sha256Hex>((resolve) => {
    finish = resolve;
  });
  const sink = new WritableStream<Uint8Array>({
    write(chunk) {
      hasher.update(chunk);
    },
    close() {
      finish(hasher.digest("hex"));
    },
  });
  return { sink, digest };
}
