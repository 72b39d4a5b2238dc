// The media-from-link part (decision 019, decision 037): lists the media an address holds and streams one
// of them through to the visitor's inspectors, every request through the guard, nothing kept.
import { z } from "zod";
import { filePath, rateLimit } from "#server/env-fields.ts";
import { READ_METHODS } from "#server/http/methods.ts";
import { createTaskSlots } from "#server/lib/task-slots.ts";
import { defineToolServer } from "#server/tool-server.ts";
import { MEDIA_FILE_PATH, MEDIA_LIST_PATH } from "../logic/media-listing.ts";
import { createFileEndpoint, createListEndpoint } from "./api.ts";
import { createMediaLinks } from "./media-links.ts";
import { createPageMediaReader } from "./page-media-reader.ts";
import type { MediaFromLinkServices } from "./services.ts";
import { createYtDlp } from "./ytdlp.ts";

// Loaders and endpoints find these among the services (server/services.ts).
declare module "../../../../server/services.ts" {
  interface ToolServices extends MediaFromLinkServices {}
}

export const mediaFromLinkServer = defineToolServer({
  slug: "media-from-link",
  env: {
    MEDIA_FETCH_RATE_LIMIT: rateLimit.default({ requests: 30, windowMs: 60_000 }),
    MEDIA_FETCH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
    // A yt-dlp the operator keeps current; unset, platform downloads are not offered.
    YTDLP_PATH: filePath.optional(),
  },
  async start({ rateLimits, fetchRules }, _tools, env) {
    const pages = createPageMediaReader({ threads: 1 });
    const services: MediaFromLinkServices = {
      mediaLinks: createMediaLinks({
        rules: fetchRules,
        pages,
        ...(env.YTDLP_PATH ? { ytdlp: createYtDlp({ path: env.YTDLP_PATH, rules: fetchRules }) } : {}),
      }),
      mediaFetchRateLimiter: rateLimits.limiter("media-from-link", env.MEDIA_FETCH_RATE_LIMIT),
      // No queue: a transfer can last minutes, so a visitor is told at once to come back.
      mediaTransfers: createTaskSlots({ running: env.MEDIA_FETCH_CONCURRENCY, waiting: 0 }),
    };
    return { services, stop: () => pages.close() };
  },
  endpoints: (services, { config }) => ({
    paths: {
      [MEDIA_LIST_PATH]: { methods: READ_METHODS, answer: createListEndpoint(services, config) },
      [MEDIA_FILE_PATH]: { methods: ["GET"], answer: createFileEndpoint(services, config) },
    },
  }),
});
