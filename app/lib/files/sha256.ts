// SHA-256 of files for the case file's evidence and the video inspector's file. A small file goes to
// WebCrypto whole (native code, SHA extensions where the CPU has them); a large one is read by its own
// stream (the browser reads ahead; in Chromium it cost no more CPU than 16 MB slices read ahead, decision
// 030) and fed to hash-wasm's incremental hasher (WebCrypto has none), so a 1 GB video never sits whole
// in memory. Call it in a worker (sha256-client.ts).
import { createSHA256 } from "hash-wasm";

/** Lowercase hex, as sha256sum prints it. */
export type Sha256Hex = string;

/** Up to this size a file is read whole and hashed natively. */
export const WHOLE_LIMIT = 64 * 1024 * 1024;

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** Given each part read, in order, as it is hashed: a copy made from the same read. */
export type EachPart = (bytes: Uint8Array) => void;

/** The SHA-256 of everything `stream` yields; `each` gets every chunk as it is hashed. */
export async function sha256OfStream(
  stream: ReadableStream<Uint8Array>,
  each?: EachPart,
): Promise<Sha256Hex> {
  const hasher = await createSHA256();
  hasher.init();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    hasher.update(value);
    each?.(value);
  }
  return hasher.digest("hex");
}

/**
 * The SHA-256 of a file or blob: whole and native up to `wholeLimit`, else by its own stream; `each` gets
 * the bytes read (the whole file, or each chunk of the stream) so a copy needs no second read.
 */
export async function sha256OfBlob(
  blob: Blob,
  wholeLimit = WHOLE_LIMIT,
  each?: EachPart,
): Promise<Sha256Hex> {
  if (blob.size <= wholeLimit && globalThis.crypto?.subtle) {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    each?.(bytes);
    return hex(await crypto.subtle.digest("SHA-256", bytes));
  }
  return sha256OfStream(blob.stream(), each);
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
