// What the visitor is told when media cannot be listed or fetched: one code per thing they can act on,
// each with its HTTP status and its text in the tool's locales (errors.<code>).
import type { InputProblem } from "#app/lib/text/web-address-input.ts";
import { FetchFailed, type FetchFailureReason } from "#server/net/guarded-request.ts";
import { MediaFailed, type MediaFailureCode } from "./media-failed.ts";
import { YtDlpFailed } from "./ytdlp.ts";

export type MediaErrorCode =
  | InputProblem
  | "rate_limited"
  | "busy"
  | "private_address"
  | "unreachable"
  | "timeout"
  | "not_media"
  | "too_large"
  | "encrypted"
  | "too_many_segments"
  | "no_rendition"
  | "unsupported_stream"
  | "platform_not_set_up"
  | "platform_unsupported"
  | "platform_failed";

export const STATUS_OF: Record<MediaErrorCode, number> = {
  empty_url: 400,
  invalid_url: 400,
  unsupported_scheme: 400,
  too_long: 400,
  rate_limited: 429,
  busy: 503,
  // The visitor's address refused, not failed: their input, so a 4xx, as the other fetching tools answer.
  private_address: 400,
  // The origin failed (unreachable, an error status…): a bad gateway, ours to report.
  unreachable: 502,
  timeout: 504,
  not_media: 415,
  too_large: 413,
  encrypted: 415,
  too_many_segments: 413,
  no_rendition: 404,
  unsupported_stream: 415,
  platform_not_set_up: 501,
  platform_unsupported: 422,
  platform_failed: 502,
};

const OF_FETCH: Partial<Record<FetchFailureReason, MediaErrorCode>> = {
  invalid_url: "invalid_url",
  private_address: "private_address",
  timeout: "timeout",
  not_html: "not_media",
  not_image: "not_media",
  too_large: "too_large",
};

const OF_STREAM: Record<MediaFailureCode, MediaErrorCode> = {
  not_a_stream: "not_media",
  encrypted: "encrypted",
  too_many_segments: "too_many_segments",
  manifest_too_large: "unsupported_stream",
  no_rendition: "no_rendition",
  segment_failed: "unreachable",
  unsupported: "unsupported_stream",
};

/** The code for what went wrong; `timedOut` when the transfer was ended for going nowhere. */
export function mediaErrorOf(error: unknown, timedOut: boolean): MediaErrorCode {
  if (timedOut) return "timeout";
  if (error instanceof FetchFailed) return OF_FETCH[error.reason] ?? "unreachable";
  if (error instanceof MediaFailed) return OF_STREAM[error.code];
  if (error instanceof YtDlpFailed)
    return error.code === "unsupported"
      ? "platform_unsupported"
      : error.code === "timeout"
        ? "timeout"
        : "platform_failed";
  return "unreachable";
}
