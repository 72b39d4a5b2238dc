// What one capture has met, shared by its crawl and its browser, so that nothing is fetched twice: each
// address taken once (within the resource count), each answer recorded in the WARC and listed, each
// refusal listed once.
import type { CaptureStop, RefusalReason, ResourceLine } from "../logic/capture-report.ts";
import {
  type FetchContext,
  fetchResource,
  type RecordedHop,
  type ResourceOutcome,
} from "./resource-fetch.ts";
import type { ResourceKind } from "./resource-links.ts";

export interface CaptureLedger {
  /** Takes `url` to be fetched: false when it was met already, or past the resource count. */
  take(url: string): boolean;
  /** Whether `url` was met: taken, answered or refused. */
  met(url: string): boolean;
  /** Its recorded answer (its first hop, when it redirects). */
  answer(url: string): RecordedHop | undefined;
  /** Fetches a taken `url` and its redirects within `context`, each answer recorded and listed. */
  fetch(url: string, kind: ResourceKind, context: FetchContext): Promise<ResourceOutcome>;
  /** Lists `url` as refused, unless it already is. */
  refuse(url: string, reason: RefusalReason): void;
}

export function createCaptureLedger({
  maxResources,
  emit,
  stop,
  visitorLeft,
}: {
  maxResources: number;
  emit(line: ResourceLine): void;
  stop(why: CaptureStop): void;
  visitorLeft(): boolean;
}): CaptureLedger {
  const seen = new Set<string>();
  const answers = new Map<string, RecordedHop>();
  const refused = new Set<string>();
  const refuse = (url: string, reason: RefusalReason) => {
    if (refused.has(url)) return;
    refused.add(url);
    emit({ url, refused: reason });
  };
  return {
    take(url) {
      if (seen.has(url)) return false;
      if (seen.size >= maxResources) {
        stop("resources");
        return false;
      }
      seen.add(url);
      return true;
    },
    met: (url) => seen.has(url) || refused.has(url),
    answer: (url) => answers.get(url),
    async fetch(url, kind, context) {
      const outcome = await fetchResource(url, kind, context);
      for (const hop of outcome.hops) {
        seen.add(hop.url);
        if (!answers.has(hop.url)) answers.set(hop.url, hop);
        emit(lineOf(hop));
      }
      if (!outcome.ok) {
        if (context.signal.aborted && !visitorLeft()) stop("time");
        refuse(outcome.url, outcome.reason);
      }
      return outcome;
    },
    refuse,
  };
}

function lineOf(hop: RecordedHop): ResourceLine {
  return {
    url: hop.url,
    status: hop.status,
    type: hop.type,
    bytes: hop.bytes,
    sha256: hop.sha256,
    ipAddress: hop.ipAddress,
    ...(hop.location ? { location: hop.location } : {}),
    ...(hop.truncated ? { truncated: hop.truncated } : {}),
  };
}
