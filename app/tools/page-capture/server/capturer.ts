// Captures cost the whole server (fetches, parsing, disk): so many run at once per process, and past
// that the caller is told to come back (503 with Retry-After), before their rate limit is counted.
import { createTaskSlots } from "#server/lib/task-slots.ts";
import {
  type CaptureDeps,
  type CaptureLimits,
  type CaptureOptions,
  capturePage,
  type FinishedCapture,
} from "./capture.ts";

export interface PageCapturer {
  readonly busy: boolean;
  /** A capture takes seconds: about as long as one needs for a slot to free up. */
  readonly retryAfterSeconds: number;
  /** The capture, or null when every slot is taken. */
  capture(url: string, options: Omit<CaptureOptions, "limits">): Promise<FinishedCapture> | null;
}

export function createPageCapturer(
  deps: CaptureDeps,
  { running, limits }: { running: number; limits?: CaptureLimits },
): PageCapturer {
  const slots = createTaskSlots({ running, waiting: 0 });
  return {
    get busy() {
      return slots.full;
    },
    retryAfterSeconds: 10,
    capture: (url, options) =>
      slots.run(() => capturePage(url, deps, { ...options, ...(limits ? { limits } : {}) })),
  };
}
