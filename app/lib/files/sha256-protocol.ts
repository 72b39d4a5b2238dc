import type { Sha256Hex } from "./sha256.ts";

/** The hashing worker's one job: a file's SHA-256, read as a stream. */
export type Sha256Jobs = {
  hash(blob: Blob): Promise<Sha256Hex>;
};
