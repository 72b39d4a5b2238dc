// Where a link leads before it is shortened. Its redirects are followed by the engine the link investigator
// also follows links with (server/net/follow-hops.ts: the same SSRF guard, hop limit and timeouts), and every address after the first is judged by the
// shortener's own rules: a link must not launder an address the shortener refuses through a redirect.
import { domainToUnicode } from "node:url";
import { createTaskSlots, type TaskSlotsOptions } from "#server/lib/task-slots.ts";
import { type FollowOptions, followHops, type PathEnd, type PathHop } from "#server/net/follow-hops.ts";
import type { RefusedHop } from "../logic/types.ts";
import { type Refusal, refuse, type Verdict } from "./rules/verdict.ts";

/**
 * A shortening waits this long at most for the chain: a slower one is accepted with its first address
 * checked (and its preview page says so), since a site that is slow now is not a reason to refuse it.
 */
export const CHAIN_BUDGET_MS = 4000;

/** Chains followed at once across every visitor, and waiting; a shortening past them is not followed. */
const DEFAULT_SLOTS: TaskSlotsOptions = { running: 16, waiting: 64 };

export type ChainVerdict =
  /** Followed to a page: where it lands, and after how many redirects (0: the link itself). */
  | { kind: "checked"; finalUrl: string; redirects: number }
  /** Not followed to its end (too slow, unreachable, looping, too long): only the first address was checked. */
  | { kind: "unchecked" }
  | { kind: "refused"; refusal: Refusal; hop: RefusedHop };

/** An address's verdict by the shortener's rules, as for a link shortened directly. */
export type Judge = (url: string) => Promise<Verdict>;

/** Follows `url` and judges every address after it with `judge`. */
export type ChainCheck = (url: string, judge: Judge) => Promise<ChainVerdict>;

export const UNCHECKED: ChainVerdict = { kind: "unchecked" };

export interface ChainCheckDeps extends Pick<FollowOptions, "fetch" | "pageHeads"> {
  budgetMs?: number;
  slots?: TaskSlotsOptions;
}

const PRIVATE_HOP_MESSAGE = "This link points to a private or local network address.";

/** What the verdict reads of a followed path: the addresses of its hops, and whether it landed on the last. */
export interface FollowedChain {
  hops: readonly Pick<PathHop, "url" | "via">[];
  end: Pick<PathEnd, "kind">;
}

function refusedHop(hop: Pick<PathHop, "url">, index: number, refusal: Refusal): RefusedHop {
  const ascii = URL.parse(hop.url)?.hostname ?? "";
  const readable = refusal.reason === "homograph" ? ascii : domainToUnicode(ascii) || ascii;
  return { step: index + 1, host: readable || hop.url.slice(0, 200), url: hop.url };
}

/** The verdict on a followed chain: the first address after the link that the rules refuse, else where it lands. */
export async function judgeChain(path: FollowedChain, judge: Judge): Promise<ChainVerdict> {
  for (const [index, hop] of path.hops.entries()) {
    // The link itself was judged before it was followed.
    if (index === 0) continue;
    const verdict = await judge(hop.url);
    // The guard refuses a host with any private address, where the rules refuse one with only private
    // addresses: a redirect to a name that also points inside was aimed inside.
    const refusal = !verdict.safe
      ? verdict
      : hop.via === "refused"
        ? refuse("private_address", PRIVATE_HOP_MESSAGE)
        : null;
    if (refusal) return { kind: "refused", refusal, hop: refusedHop(hop, index, refusal) };
  }
  const landing = path.end.kind === "landed" ? path.hops.at(-1) : undefined;
  if (landing === undefined) return UNCHECKED;
  return { kind: "checked", finalUrl: landing.url, redirects: path.hops.length - 1 };
}

/** Follows links within the budget, counted from the call: time spent waiting for a slot is part of it. */
export function createChainCheck(deps: ChainCheckDeps): ChainCheck {
  const budgetMs = deps.budgetMs ?? CHAIN_BUDGET_MS;
  const slots = createTaskSlots(deps.slots ?? DEFAULT_SLOTS);
  return async (url, judge) => {
    const deadline = performance.now() + budgetMs;
    const followed = slots.run(async () => {
      const left = Math.floor(deadline - performance.now());
      if (left <= 0) return null;
      return followHops(url, { fetch: deps.fetch, pageHeads: deps.pageHeads, totalTimeoutMs: left });
    });
    const path = followed && (await followed);
    return path ? judgeChain(path, judge) : UNCHECKED;
  };
}
