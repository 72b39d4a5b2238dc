import type { RateLimiter } from "../../../../server/rate-limit/rate-limiter.ts";
import type { Investigation, InvestigationChoices, LinkInvestigator } from "./service.ts";

export interface InvestigationServices {
  linkInvestigator: LinkInvestigator;
  investigateRateLimiter: RateLimiter;
}

/**
 * The investigation of `url` with these choices for one visitor (their rate-limit key): a new one costs
 * one of their allowance, one under way or from the last minutes costs nothing, since it sends no
 * request. So the page's progress stream and the report that follows it count once.
 */
export async function beginInvestigation(
  services: InvestigationServices,
  visitor: string,
  url: string,
  choices: InvestigationChoices,
): Promise<{ investigation: Investigation } | { retryAfterSeconds: number }> {
  const recent = services.linkInvestigator.recent(url, choices);
  if (recent) return { investigation: recent };
  const decision = await services.investigateRateLimiter.take(visitor);
  if (!decision.allowed) return { retryAfterSeconds: decision.retryAfterSeconds };
  return { investigation: services.linkInvestigator.start(url, choices) };
}
