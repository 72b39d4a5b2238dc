// A link followed as a browser would (redirects and meta refreshes), one vetted request at a time: the
// link investigator reports on the path, the shortener judges every address on it. Each tool reads the
// hops its own way; this module only walks them, under one set of limits.
import { type Hop as Answer, fetchHop } from "./fetch-page.ts";
import { type FetchFailureReason, failureOf, type HopOptions } from "./guarded-request.ts";
import type { PageHeadReader } from "./page-head-reader.ts";
import type { PageHead } from "./parse-preview.ts";

/** At most this many requests per path; a chain still going on after them is named. */
export const MAX_HOPS = 10;
/** A hop's address is not followed past this length: ordinary links are far shorter, and a stranger's
 * megabyte of redirect target only costs us time. */
export const MAX_HOP_URL_CHARS = 8 * 1024;
const DEFAULT_HOP_TIMEOUT_MS = 5000;
/** A whole path never takes longer, however many slow hops it has. */
const DEFAULT_TOTAL_TIMEOUT_MS = 15_000;

export interface FollowOptions {
  fetch: HopOptions;
  /** Reads each page's head off the event loop (page-head-reader.ts), for its meta refresh. */
  pageHeads: Pick<PageHeadReader, "read">;
  hopTimeoutMs?: number;
  totalTimeoutMs?: number;
}

/** How the path went on from a hop; "failed" and "refused" (by the guard or for its scheme) got no answer. */
export type HopVia = "location" | "refresh" | "final" | "failed" | "refused";

/** Why a hop got no answer: the guard's reason, or an address that is not http(s) (detail: its scheme). */
export interface HopFailure {
  reason: FetchFailureReason | "unsupported_scheme";
  detail: string;
}

export interface PathHop {
  /** The address as the link or the hop before it wrote it, user name and password included. */
  written: string;
  /** The address requested (as the guard cleans it), or the written one when nothing answered. */
  url: string;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  via: HopVia;
  /** Time from the request to the answer's headers (or to the failure). */
  ms: number;
  /** The IP address the hop was fetched from, or null when it was not fetched. */
  address: string | null;
  failure: HopFailure | null;
}

export type PathEnd =
  /** The last hop answered and leads nowhere: its answer (the body read only for HTML) and its head. */
  | { kind: "landed"; answer: Answer; head: PageHead | null }
  /** The last hop got no answer; its failure says why. */
  | { kind: "no_answer" }
  /** The path came back to `url`, which was not requested twice. */
  | { kind: "loop"; url: string }
  | { kind: "too_many_hops" }
  /** The last hop led to `url`, longer than MAX_HOP_URL_CHARS, which was not requested. */
  | { kind: "overlong"; url: string };

export interface FollowedPath {
  hops: PathHop[];
  end: PathEnd;
}

/**
 * Follows `url` (an absolute http(s) address) to where it lands or stops, calling `onHop` with each hop as
 * it is made. Never throws: every way of stopping is an end.
 */
export async function followHops(
  url: string,
  options: FollowOptions,
  onHop: (hop: PathHop) => void = () => {},
): Promise<FollowedPath> {
  const total = AbortSignal.timeout(options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS);
  const hops: PathHop[] = [];
  const visited = new Set<string>();
  const ended = (end: PathEnd): FollowedPath => ({ hops, end });
  const addHop = (hop: PathHop) => {
    hops.push(hop);
    onHop(hop);
  };
  let current = url;

  for (;;) {
    if (visited.has(current)) return ended({ kind: "loop", url: current });
    if (hops.length === MAX_HOPS) return ended({ kind: "too_many_hops" });
    visited.add(current);
    // A redirect may name any scheme (file:, gopher:, mailto:…); only http(s) is requested. Such a hop is
    // refused by name rather than failed on, so the path shows where the link tried to send its visitor.
    const scheme = URL.parse(current)?.protocol ?? "";
    if (scheme !== "http:" && scheme !== "https:") {
      const failure = { reason: "unsupported_scheme", detail: scheme } as const;
      addHop({ written: current, url: current, status: null, via: "refused", ms: 0, address: null, failure });
      return ended({ kind: "no_answer" });
    }
    const signal = AbortSignal.any([
      total,
      AbortSignal.timeout(options.hopTimeoutMs ?? DEFAULT_HOP_TIMEOUT_MS),
    ]);
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await fetchHop(current, options.fetch, signal);
    } catch (error) {
      const failure = failureOf(error, signal);
      addHop({
        written: current,
        url: current,
        status: null,
        via: failure.reason === "private_address" ? "refused" : "failed",
        ms: Math.round(performance.now() - started),
        address: null,
        failure,
      });
      return ended({ kind: "no_answer" });
    }
    const ms = Math.round(performance.now() - started);
    const head =
      // The whole path's limit, not the hop's: the hop's time is the site's to spend, the reader has its own.
      answer.page === undefined ? null : await options.pageHeads.read(answer.page, answer.url, total);
    const next = answer.location ?? head?.refresh?.url ?? null;
    addHop({
      written: current,
      url: answer.url,
      status: answer.status,
      via: answer.location !== undefined ? "location" : next !== null ? "refresh" : "final",
      ms,
      address: answer.address,
      failure: null,
    });
    if (next === null) return ended({ kind: "landed", answer, head });
    if (next.length > MAX_HOP_URL_CHARS) return ended({ kind: "overlong", url: next });
    current = next;
  }
}
