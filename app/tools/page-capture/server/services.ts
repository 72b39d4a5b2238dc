// What the page capture's server part gives loaders and endpoints (server/services.ts).
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import type { CaptureKey } from "./capture-key.ts";
import type { CaptureStore } from "./capture-store.ts";
import type { PageCapturer } from "./capturer.ts";

export interface PageCaptureServices {
  pageCapturer: PageCapturer;
  captureStore: CaptureStore;
  captureKey: CaptureKey;
  /** Whether CAPTURE_BROWSER is set: the page then offers the rendered capture. */
  renderedCaptures: boolean;
  /** CAPTURE_RATE_LIMIT, per client address, counted across processes. */
  captureRateLimiter: RateLimiter;
}

// Loaders and endpoints find these among the services.
declare module "../../../../server/services.ts" {
  interface ToolServices extends PageCaptureServices {}
}
