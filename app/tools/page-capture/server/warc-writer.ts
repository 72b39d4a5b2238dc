// The capture's WARC file, written as the resources arrive: each record its own gzip member (so a
// reader can seek to any record, as the CDXJ index expects), appended one record at a time, with warcio
// computing the digests and lengths. Bodies stream from disk; warcio spools what it must to a
// temporary file, so no record is held whole in memory.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { WARCRecord } from "warcio";
import { WARCSerializer } from "warcio/node";

export const WARC_VERSION = "WARC/1.1";
const DIGEST = { algo: "sha-256", prefix: "sha256:", base32: false } as const;
// What warcio keeps in memory per record before spooling to disk.
const MAX_RECORD_MEMORY = 1024 * 1024;

/** One exchange as it happened: what was asked, and what came back (its body on disk). */
export interface Exchange {
  url: string;
  /** When the answer's first byte arrived, as an ISO date with milliseconds. */
  date: string;
  /** The address actually connected to. */
  ipAddress: string;
  request: { statusline: string; headers: [string, string][] };
  response: {
    statusline: string;
    headers: [string, string][];
    /** The body as received (content coding kept), on disk. */
    file: string;
    /** Why the body is not whole: the WARC-Truncated reason. */
    truncated?: "length" | "time" | "disconnect";
  };
}

/** Something the capture made rather than received, such as the rendered page's screenshot. */
export interface MadeResource {
  /** Its own name, such as `urn:screenshot:<page>`. */
  url: string;
  date: string;
  contentType: string;
  file: string;
}

export interface WarcWriter {
  /** Appends the response record and its request record; resolves once both are written. */
  append(exchange: Exchange): Promise<void>;
  /** Appends a record of something the capture made itself (the screenshot), its bytes on disk. */
  appendResource(resource: MadeResource): Promise<void>;
  /** Ends the file: its size and SHA-256 (for datapackage.json). */
  close(): Promise<{ bytes: number; sha256: string }>;
}

async function* nothing(): AsyncGenerator<Uint8Array> {}

export async function createWarcWriter(
  file: string,
  info: { software: string; format: string; isPartOf?: string },
): Promise<WarcWriter> {
  const out = createWriteStream(file);
  const hash = createHash("sha256");
  let bytes = 0;
  // Records come from six fetches at once; the file takes them one after the other.
  let queue: Promise<void> = Promise.resolve();

  async function write(record: WARCRecord): Promise<void> {
    const serializer = new WARCSerializer(record, {
      gzip: true,
      digest: DIGEST,
      maxMemSize: MAX_RECORD_MEMORY,
    });
    for await (const chunk of serializer as AsyncIterable<Uint8Array>) {
      hash.update(chunk);
      bytes += chunk.length;
      if (!out.write(chunk)) await once(out, "drain");
    }
  }

  const date = new Date().toISOString();
  await write(
    WARCRecord.createWARCInfo(
      { filename: "data.warc.gz", warcVersion: WARC_VERSION, date },
      { software: info.software, format: info.format, ...(info.isPartOf ? { isPartOf: info.isPartOf } : {}) },
    ),
  );

  // One record or pair at a time, in the order asked.
  const inTurn = (writeIt: () => Promise<void>): Promise<void> => {
    const turn = queue.then(writeIt);
    queue = turn.catch(() => {});
    return turn;
  };

  return {
    append: (exchange) => inTurn(() => writeExchange(exchange)),
    appendResource: ({ url, date, contentType, file }) =>
      inTurn(() =>
        write(
          WARCRecord.create(
            {
              url,
              date,
              type: "resource",
              warcVersion: WARC_VERSION,
              warcHeaders: { "Content-Type": contentType },
            },
            createReadStream(file),
          ),
        ),
      ),
    async close() {
      await queue;
      out.end();
      await once(out, "finish");
      return { bytes, sha256: hash.digest("hex") };
    },
  };

  async function writeExchange({ url, date, ipAddress, request, response }: Exchange): Promise<void> {
    const responseRecord = WARCRecord.create(
      {
        url,
        date,
        type: "response",
        warcVersion: WARC_VERSION,
        statusline: response.statusline,
        httpHeaders: response.headers,
        keepHeadersCase: true,
        warcHeaders: {
          "WARC-IP-Address": ipAddress,
          ...(response.truncated ? { "WARC-Truncated": response.truncated } : {}),
        },
      },
      createReadStream(response.file),
    );
    await write(responseRecord);
    const requestRecord = WARCRecord.create(
      {
        url,
        date,
        type: "request",
        warcVersion: WARC_VERSION,
        statusline: request.statusline,
        httpHeaders: request.headers,
        keepHeadersCase: true,
        warcHeaders: {
          "WARC-Concurrent-To": responseRecord.warcHeaders.headers.get("WARC-Record-ID") ?? "",
        },
      },
      nothing(),
    );
    await write(requestRecord);
  }
}
