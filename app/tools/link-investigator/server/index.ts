// The link investigator's server part (decision 019): reports on links, and their API.
import { READ_METHODS } from "../../../../server/http/methods.ts";
import type { RateLimiter } from "../../../../server/rate-limit/rate-limiter.ts";
import { defineToolServer } from "../../../../server/tool-server.ts";
import type { ShortenerServices } from "../../url-shortener/server/public.ts";
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

export const linkInvestigatorServer = defineToolServer({
  slug: "link-investigator",
  async start(
    { config, rateLimits, pageHeads, fetchRules },
    // The shortener's threat rules give the "blocklisted" finding.
    tools: Pick<ShortenerServices, "shortLinkThreat">,
  ) {
    const domains = createDomainLookup({ rdapBootstrapUrl: config.rdapBootstrapUrl, fetch: fetchRules });
    const services: LinkInvestigatorServices = {
      linkInvestigator: createLinkInvestigator({
        fetch: fetchRules,
        pageHeads,
        threat: tools.shortLinkThreat,
        domain: domains.lookup,
        snapshot: createWaybackLookup({ availabilityUrl: config.waybackAvailabilityUrl, fetch: fetchRules }),
      }),
      investigateRateLimiter: rateLimits.limiter("investigate", config.investigateRateLimit),
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
