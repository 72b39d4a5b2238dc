import type { Sha256Hex } from "./sha256.ts";
import type { PrivateCopy } from "./sha256-into-private-file.ts";

/** The hashing worker's jobs: a file's SHA-256, read as a stream, alone or with a copy made from the same read. */
export type Sha256Jobs = {
  hash(blob: Blob): Promise<Sha256Hex>;
  hashInto(copy: PrivateCopy): Promise<Sha256Hex>;
};
