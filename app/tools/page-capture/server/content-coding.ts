// A body recorded as the site sent it, its content coding undone for those who read it (the link reader,
// the browser of a rendered capture); off the event loop, and bounded, since a small compressed body
// could otherwise become gigabytes.
import { promisify } from "node:util";
import zlib from "node:zlib";

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const brotliDecompress = promisify(zlib.brotliDecompress);

/** `bytes` decoded per Content-Encoding `coding` (at most `maxBytes` out); as they are for identity or an unknown coding. */
export function undoContentCoding(
  bytes: Buffer,
  coding: string | undefined,
  maxBytes: number,
): Promise<Buffer> {
  const options = { maxOutputLength: maxBytes };
  switch ((coding ?? "identity").trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return gunzip(bytes, options);
    case "deflate":
      return inflate(bytes, options);
    case "br":
      return brotliDecompress(bytes, options);
    default:
      return Promise.resolve(bytes);
  }
}
