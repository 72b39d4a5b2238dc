import { EventEmitter } from "node:events";
import type { Logger } from "../logger.ts";
import type { ChangeFeed, ShortLinkChange } from "./change-feed.ts";

/**
 * The change feed of a single process (the embedded SQLite database): what is published here is heard
 * here, synchronously. Also the local fan-out of the PostgreSQL feed.
 */
export function createInProcessFeed({ logger }: { logger: Logger }): ChangeFeed {
  const emitter = new EventEmitter();
  // One listener per open event stream is expected; the SSE handler caps those.
  emitter.setMaxListeners(0);
  let closed = false;
  return {
    async publish(change) {
      if (!closed) emitter.emit("change", change);
    },
    subscribe(listener) {
      // One failing subscriber must neither silence the others nor fail the publisher's write.
      const guarded = (change: ShortLinkChange) => {
        try {
          listener(change);
        } catch (error) {
          logger.error("change feed subscriber failed", { error });
        }
      };
      emitter.on("change", guarded);
      return () => {
        emitter.off("change", guarded);
      };
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
    },
  };
}
