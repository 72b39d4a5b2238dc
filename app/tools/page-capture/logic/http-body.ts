// An archived HTTP body as the page received it: chunked transfer undone, then each Content-Encoding
// undone with the platform's DecompressionStream. Recorders differ: ours keeps the bytes as they came,
// a browser extension may store them already decoded under the original header, so a coding that does
// not decode is taken as already undone.
import { AsyncIterReader } from "warcio";

/**
 * `identity`: no coding; `decoded`: codings undone; `as-recorded`: the header names a coding the bytes
 * do not have (stored decoded); `undecodable`: a coding we cannot undo (bytes as recorded, still coded),
 * or one that decodes past the size limit.
 */
export type BodyEncoding = "identity" | "decoded" | "as-recorded" | "undecodable";

export interface DecodedBody {
  bytes: Uint8Array<ArrayBuffer>;
  encoding: BodyEncoding;
}

/** A decoded body past this size is refused: a small gzip can inflate to gigabytes. */
const DECODED_LIMIT = 64 * 1024 * 1024;

const FORMATS: Record<string, CompressionFormat[]> = {
  gzip: ["gzip"],
  "x-gzip": ["gzip"],
  // "deflate" should be zlib-wrapped, and servers often send it raw.
  deflate: ["deflate", "deflate-raw"],
  br: ["brotli" as CompressionFormat],
};

class TooLarge extends Error {}

async function inflate(
  bytes: Uint8Array<ArrayBuffer>,
  format: CompressionFormat,
): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(format));
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > DECODED_LIMIT) throw new TooLarge();
    chunks.push(chunk);
  }
  return new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
}

/** One coding undone (each of its formats tried), or null when none decodes. */
async function undo(bytes: Uint8Array<ArrayBuffer>, formats: readonly CompressionFormat[]) {
  for (const format of formats) {
    try {
      return await inflate(bytes, format);
    } catch (error) {
      if (error instanceof TooLarge) throw error;
      // A platform without this format throws here too: the next one, else null.
    }
  }
  return null;
}

/** The codings of a Content-Encoding value, in the order they are to be undone. */
function codingsOf(header: string | null): string[] {
  const codings = (header ?? "").split(",").map((coding) => coding.trim().toLowerCase());
  return codings.filter((coding) => coding !== "" && coding !== "identity").reverse();
}

async function dechunk(raw: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  // warcio's reader gives the bytes back unchanged when they are not in chunks after all.
  const bytes = await new AsyncIterReader([raw], null, true).readFully();
  return new Uint8Array(bytes);
}

/** The body of a response as the page saw it, from its recorded bytes and headers. */
export async function decodeBody(raw: Uint8Array<ArrayBuffer>, headers: Headers): Promise<DecodedBody> {
  const chunked = headers.get("transfer-encoding")?.toLowerCase().includes("chunked") ?? false;
  let bytes = chunked ? await dechunk(raw) : raw;
  const codings = codingsOf(headers.get("content-encoding"));
  if (codings.length === 0) return { bytes, encoding: "identity" };
  for (const [index, coding] of codings.entries()) {
    const formats = FORMATS[coding];
    if (!formats) return { bytes: raw, encoding: "undecodable" };
    let decoded: Uint8Array<ArrayBuffer> | null;
    try {
      decoded = await undo(bytes, formats);
    } catch {
      return { bytes: raw, encoding: "undecodable" };
    }
    if (!decoded)
      return index === 0 ? { bytes, encoding: "as-recorded" } : { bytes: raw, encoding: "undecodable" };
    bytes = decoded;
  }
  return { bytes, encoding: "decoded" };
}
