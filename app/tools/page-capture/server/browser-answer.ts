// A recorded answer handed to the browser of a rendered capture (Fetch.fulfillRequest): the archive keeps
// the body as the site sent it, the browser gets it with its content coding undone, and so without the
// headers that describe the transfer rather than the resource.
import { readFile } from "node:fs/promises";
import type { Protocol } from "puppeteer-core";
import { undoContentCoding } from "./content-coding.ts";
import type { RecordedHop } from "./resource-fetch.ts";

const TRANSFER_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "x-archive-orig-transfer-encoding",
  "connection",
  "keep-alive",
]);

export type BrowserAnswer = Omit<Protocol.Fetch.FulfillRequestRequest, "requestId">;

/** A redirect is answered as one, Location and all: the browser follows it and asks again. */
export async function browserAnswer(hop: RecordedHop, maxBytes: number): Promise<BrowserAnswer> {
  const body = await undoContentCoding(await readFile(hop.file), hop.contentEncoding, maxBytes);
  return {
    responseCode: hop.status,
    responseHeaders: hop.headers
      .filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()))
      .map(([name, value]) => ({ name, value })),
    body: body.toString("base64"),
  };
}
