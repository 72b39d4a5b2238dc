// What a capture tells as it goes (one line per resource) and when it is done: the same shapes on the
// server, in the API's stream, on the page and in a case.

/** Where a capture is asked for (POST) and fetched once done (GET …/{token}). */
export const CAPTURES_PATH = "/api/page-captures";
/** The WACZ's media type, as the API sends it and the page files it. */
export const WACZ_TYPE = "application/wacz";

/** Why a capture stopped before it had everything the page names. */
export type CaptureStop = "resources" | "bytes" | "time";

/** Why a resource was not fetched, or not wholly. */
export type RefusalReason =
  | "invalid_url"
  | "private_address"
  | "unresolvable_host"
  | "too_many_redirects"
  | "timeout"
  | "http_status"
  | "bad_response"
  | "network_error"
  | "not_html"
  | "not_image"
  | "too_large"
  /** A request other than GET, made by the page's scripts in a rendered capture: never sent. */
  | "not_get";

/** One answer recorded in the archive, or one address refused. */
export interface ResourceLine {
  url: string;
  /** Present when an answer was received and recorded. */
  status?: number;
  /** The MIME type as the site gave it; "" when it gave none. */
  type?: string;
  /** Bytes of the body as received (and kept). */
  bytes?: number;
  sha256?: string;
  /** The address connected to. */
  ipAddress?: string;
  /** Where a redirect led. */
  location?: string;
  /** The body was cut: at a size limit, when time was up, or when the connection broke. */
  truncated?: "length" | "time" | "disconnect";
  /** Not fetched: why. */
  refused?: RefusalReason;
}

export interface CaptureReport {
  /** The address asked for. */
  url: string;
  /** Where its redirects led: the page that was archived. */
  finalUrl: string;
  title: string;
  /** When the capture began, ISO. */
  capturedAt: string;
  /** Each host connected to, with the address it was reached at. */
  addresses: { host: string; ipAddress: string }[];
  resources: ResourceLine[];
  stoppedAt?: CaptureStop;
  /** The limits it ran under, which stoppedAt refers to. */
  limits: { maxResources: number; maxTotalBytes: number; timeoutSeconds: number };
  /** When asked for: the page as a browser drew it, or why there is no drawing. */
  rendered?: RenderedPage;
  wacz: {
    bytes: number;
    sha256: string;
    /** datapackage.json's hash, which the signature covers. */
    datapackageHash: string;
    /** The capture key, base64 SPKI: the same as at /.well-known/veritools-capture-key. */
    publicKey: string;
    /** RFC 3161 tokens in the digest file. */
    timestamps: number;
  };
  software: string;
}

/**
 * A rendered capture's outcome: its full-page screenshot (a PNG, in the WARC as a resource record named
 * `url`), or "not_configured" (the server has no browser) or "failed" (the browser could not draw it in time).
 */
export type RenderedPage =
  | { screenshot: { url: string; bytes: number; sha256: string; width: number; height: number } }
  | { refused: "not_configured" | "failed" };

/** The lines of the API's progress stream (application/x-ndjson). */
export type CaptureStreamLine =
  | { resource: ResourceLine }
  | { done: { report: CaptureReport; download: string } }
  | { error: { code: string; message: string } };

/** Bytes of resources received in all. */
export function receivedBytes(report: Pick<CaptureReport, "resources">): number {
  return report.resources.reduce((sum, line) => sum + (line.bytes ?? 0), 0);
}
