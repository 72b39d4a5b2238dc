// A JSON document (an RDAP answer, a bootstrap file) fetched through the guard (guarded-request.ts), its
// redirects followed and re-checked, its whole body read within a cap and parsed.
import {
  DEFAULT_PREVIEW_MAX_BYTES,
  FetchFailed,
  guardedGetFollowing,
  type JsonFetchOptions,
  mimeType,
  readAtMost,
} from "./guarded-request.ts";

// RDAP (RFC 7480) answers application/rdap+json; the files around it (the IANA bootstrap) are plain JSON.
const JSON_TYPES = new Set(["application/json", "application/rdap+json"]);
const JSON_ACCEPT = "application/rdap+json,application/json;q=0.9";

/** A JSON document and where it was finally found. */
export interface FetchedJson {
  url: string;
  json: unknown;
}

/**
 * GETs a JSON document (an RDAP answer, a bootstrap file) under the same rules as a page: every hop
 * vetted, redirects re-checked, at most maxBytes read. Throws a FetchFailed: `http_status` for an answer
 * other than 2xx, `bad_response` for another content type, a body over maxBytes or one that is not JSON.
 */
export async function fetchJson(
  url: string,
  options: JsonFetchOptions,
  signal: AbortSignal,
): Promise<FetchedJson> {
  const maxBytes = options.maxBytes ?? DEFAULT_PREVIEW_MAX_BYTES;
  const { url: found, response } = await guardedGetFollowing(url, options, JSON_ACCEPT, signal);
  try {
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) throw new FetchFailed("http_status", `HTTP ${status}`);
    const type = response.headers["content-type"];
    if (!JSON_TYPES.has(mimeType(type)))
      throw new FetchFailed("bad_response", `Content-Type ${type ?? "missing"}`);
    const body = await readAtMost(response, maxBytes);
    try {
      // RFC 8259: JSON exchanged between systems is UTF-8.
      return { url: found.href, json: JSON.parse(new TextDecoder().decode(body)) };
    } catch {
      throw new FetchFailed("bad_response", "not JSON");
    }
  } finally {
    response.destroy();
  }
}
