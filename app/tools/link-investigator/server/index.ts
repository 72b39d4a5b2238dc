// The link investigator's server part (decision 019): reports on links, and their API.

import type { ShortenerServices } from "#app/tools/url-shortener/server/public.ts";
import { absoluteHttpUrl, rateLimit } from "#server/env-fields.ts";
import { READ_METHODS } from "#server/http/methods.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { defineToolServer } from "#server/tool-server.ts";
import { createInvestigationEndpoint } from "./api.ts";
import { createDomainLookup } from "./domain.ts";
import { createLinkInvestigator, type LinkInvestigator } from "./service.ts";
import { createWaybackLookup } from "./wayback.ts";

export interface LinkInvestigatorServices {
  /** Reports on links, shared for a few minutes by address. */
  linkInvestigator: LinkInvestigator;
  /** INVESTIGATE_RATE_LIMIT, per client address, for the page and the API alike. */
  investigateRateLimiter: RateLimiter;
}

// Loaders and endpoints find these among the services (server/services.ts).
declare module "../../../../server/services.ts" {
  interface ToolServices extends LinkInvestigatorServices {}
}

export const linkInvestigatorServer = defineToolServer({
  slug: "link-investigator",
  env: {
    INVESTIGATE_RATE_LIMIT: rateLimit.default({ requests: 30, windowMs: 60_000 }),
    RDAP_BOOTSTRAP_URL: absoluteHttpUrl.default("https://data.iana.org/rdap/dns.json"),
    WAYBACK_AVAILABILITY_URL: absoluteHttpUrl.default("https://archive.org/wayback/available"),
  },
  async start(
    { rateLimits, pageHeads, fetchRules },
    // The shortener's threat rules give the "blocklisted" finding.
    tools: Pick<ShortenerServices, "shortLinkThreat">,
    env,
  ) {
    const domains = createDomainLookup({ rdapBootstrapUrl: env.RDAP_BOOTSTRAP_URL, fetch: fetchRules });
    const services: LinkInvestigatorServices = {
      linkInvestigator: createLinkInvestigator({
        fetch: fetchRules,
        pageHeads,
        threat: tools.shortLinkThreat,
        domain: domains.lookup,
        snapshot: createWaybackLookup({ availabilityUrl: env.WAYBACK_AVAILABILITY_URL, fetch: fetchRules }),
      }),
      investigateRateLimiter: rateLimits.limiter("investigate", env.INVESTIGATE_RATE_LIMIT),
    };
    return { services };
  },
  endpoints: (services, { config }) => ({
    paths: {
      "/api/link-investigations": {
        methods: READ_METHODS,
        answer: createInvestigationEndpoint({ ...services, config }),
      },
    },
  }),
});
