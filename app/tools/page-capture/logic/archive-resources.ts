// The archive as an archived page's resources: an address is followed through its recorded redirects
// to a response, and handed to the page as an object URL of its body; nothing is ever fetched live.
// What the page names but the archive lacks is listed, once per address.
import { decodeText } from "./html-text.ts";
import { type Archive, type ArchivedRecord, urlKey } from "./warc-records.ts";

/** Makes an address for a blob (URL.createObjectURL in the browser). */
export type CreateUrl = (blob: Blob) => string;

/** Recorded redirects followed at most this many times. */
const REDIRECT_LIMIT = 10;

/** Where an address led in the archive. */
export type Reached =
  | { record: ArchivedRecord; url: string }
  | { problem: "missing" | "redirect-loop"; url: string };

/** The response `url` leads to through recorded 3xx responses with a Location, nearest to `near`. */
export function followRedirects(archive: Archive, url: string, near: string | null): Reached {
  const seen = new Set<string>();
  let current = url;
  for (let hop = 0; hop <= REDIRECT_LIMIT; hop++) {
    if (seen.has(urlKey(current))) break;
    seen.add(urlKey(current));
    const record = archive.find(current, near);
    if (!record) return { problem: "missing", url: current };
    const location = record.status >= 300 && record.status < 400 ? record.headers.get("location") : null;
    const next = location ? absoluteUrl(location, current) : null;
    if (!next) return { record, url: current };
    current = next;
  }
  return { problem: "redirect-loop", url: current };
}

/** `value` resolved against `base`, or null when it is not an address. */
export function absoluteUrl(value: string, base: string): string | null {
  try {
    return new URL(value.trim(), base).href;
  } catch {
    return null;
  }
}

const isWeb = (url: string) => url.startsWith("http://") || url.startsWith("https://");

/** What the rewriting of one page (and its frames) takes from the archive. */
export interface Resources {
  archive: Archive;
  /** The page's capture time: of several captures of an address, the nearest is used. */
  near: string | null;
  /** An object URL of the archived body at `url` (absolute), or null when it is not there or not usable. */
  objectUrl(url: string): Promise<string | null>;
  /** The archived text at `url` (a stylesheet) with the address it ended at, or null. */
  text(url: string): Promise<{ text: string; url: string } | null>;
  /** Notes an address the page names that the archive lacks. */
  miss(url: string): void;
  objectUrls: string[];
  missing: string[];
}

/** A usable body: a 2xx response whose coding could be undone. */
async function usableBody(reached: Reached) {
  if (!("record" in reached) || reached.record.status < 200 || reached.record.status > 299) return null;
  const body = await reached.record.body();
  return body.encoding === "undecodable"
    ? null
    : { record: reached.record, url: reached.url, bytes: body.bytes };
}

export function createResources(archive: Archive, createUrl: CreateUrl, near: string | null): Resources {
  const urls = new Map<string, Promise<string | null>>();
  const missing = new Set<string>();
  const objectUrls: string[] = [];

  const reach = (url: string) => {
    const reached = followRedirects(archive, url, near);
    if ("problem" in reached && reached.problem === "missing") missing.add(url);
    return reached;
  };

  async function load(url: string): Promise<string | null> {
    const body = await usableBody(reach(url));
    if (!body) return null;
    const objectUrl = createUrl(new Blob([body.bytes], { type: body.record.contentType ?? "" }));
    objectUrls.push(objectUrl);
    return objectUrl;
  }

  return {
    archive,
    near,
    objectUrl(url) {
      if (!isWeb(url)) return Promise.resolve(null);
      const key = urlKey(url);
      let found = urls.get(key);
      if (!found) {
        found = load(url);
        urls.set(key, found);
      }
      return found;
    },
    async text(url) {
      if (!isWeb(url)) return null;
      const body = await usableBody(reach(url));
      return body
        ? { text: decodeText(body.bytes, body.record.headers.get("content-type")), url: body.url }
        : null;
    },
    miss: (url) => missing.add(url),
    objectUrls,
    get missing() {
      return [...missing];
    },
  };
}
