// The gzip size of the client build's files, the one measure of both counts (static imports, and what
// the browser fetched): gzip at its default level, each file once.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface GzipSizes {
  /** The gzip bytes of these files of the build (each counted once), by their path under its root. */
  total(files: Iterable<string>): number;
}

/** Sizes of the files under `client` (build/client); "/assets/x.js" and "assets/x.js" are the same file. */
export function gzipSizes(client: string): GzipSizes {
  const known = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = known.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(client, file))).length;
      known.set(file, size);
    }
    return size;
  };
  return {
    total: (files) =>
      [...new Set([...files].map((file) => file.replace(/^\//, "")))].reduce(
        (sum, file) => sum + sizeOf(file),
        0,
      ),
  };
}
