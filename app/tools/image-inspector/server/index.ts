// The image inspector's server part (decision 019): only the fetch of an image by its address; a file
// chosen on the device never leaves it.
import { rateLimit } from "#server/env-fields.ts";
import { READ_METHODS } from "#server/http/methods.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { defineToolServer } from "#server/tool-server.ts";
import { createImageFetchEndpoint } from "./image-fetch.ts";

export interface ImageInspectorServices {
  /** IMAGE_FETCH_RATE_LIMIT, per client address: the image inspector's fetch by address. */
  imageFetchRateLimiter: RateLimiter;
}

// Loaders and endpoints find these among the services (server/services.ts).
declare module "../../../../server/services.ts" {
  interface ToolServices extends ImageInspectorServices {}
}

export const imageInspectorServer = defineToolServer({
  slug: "image-inspector",
  env: {
    IMAGE_FETCH_RATE_LIMIT: rateLimit.default({ requests: 20, windowMs: 60_000 }),
  },
  async start({ rateLimits }, _tools, env) {
    const services: ImageInspectorServices = {
      imageFetchRateLimiter: rateLimits.limiter("image-fetch", env.IMAGE_FETCH_RATE_LIMIT),
    };
    return { services };
  },
  endpoints: (services, { config }) => ({
    paths: {
      "/api/image-fetch": {
        methods: READ_METHODS,
        answer: createImageFetchEndpoint({ ...services, config }),
      },
    },
  }),
});
