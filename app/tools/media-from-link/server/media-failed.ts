// Why a stream (HLS or DASH) cannot be handed to the inspector: each reason is one the page can name.
export type MediaFailureCode =
  /** Not an HLS playlist or a DASH manifest, or one too broken to read. */
  | "not_a_stream"
  /** Encrypted (EXT-X-KEY, ContentProtection): we never decrypt. */
  | "encrypted"
  /** More segments than MAX_SEGMENTS. */
  | "too_many_segments"
  /** A playlist or manifest over MAX_MANIFEST_BYTES. */
  | "manifest_too_large"
  /** No rendition to join, or none of the id asked for. */
  | "no_rendition"
  /** A segment (or its init section) answered with something other than 2xx (206 for a byte range). */
  | "segment_failed"
  /** A shape we read but cannot join as one file (a live DASH template, an init section that changes…). */
  | "unsupported";

export class MediaFailed extends Error {
  readonly code: MediaFailureCode;
  constructor(code: MediaFailureCode, detail: string) {
    super(detail);
    this.code = code;
  }
}
