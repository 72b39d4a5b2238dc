import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import type { Investigation, InvestigationChoices, LinkInvestigator } from "./service.ts";

/** A busy investigator frees up as soon as a few reports are done. */
const BUSY_RETRY_SECONDS = 5;

export interface InvestigationServices {
  linkInvestigator: LinkInvestigator;
  investigateRateLimiter: RateLimiter;
}

/**
 * The investigation of `url` with these choices for one visitor (their rate-limit key): a new one costs
 * one of their allowance, one under way or from the last minutes costs nothing, since it sends no
 * request. So the page's progress stream and the report that follows it count once. When the
 * investigator is busy with everyone's links, the visitor is told to come back in a few seconds, and
 * nothing is counted.
 */
export async function beginInvestigation(
  services: InvestigationServices,
  visitor: string,
  url: string,
  choices: InvestigationChoices,
): Promise<{ investigation: Investigation } | { retryAfterSeconds: number; busy: boolean }> {
  const { linkInvestigator } = services;
  const recent = linkInvestigator.recent(url, choices);
  if (recent) return { investigation: recent };
  if (linkInvestigator.busy) return { retryAfterSeconds: BUSY_RETRY_SECONDS, busy: true };
  const decision = await services.investigateRateLimiter.take(visitor);
  if (!decision.allowed) return { retryAfterSeconds: decision.retryAfterSeconds, busy: false };
  const investigation = linkInvestigator.start(url, choices);
  return investigation ? { investigation } : { retryAfterSeconds: BUSY_RETRY_SECONDS, busy: true };
}
