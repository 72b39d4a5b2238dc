import { isbot } from "isbot";
import { LruCache } from "#server/lib/lru-cache.ts";

// isbot's pattern is long, and most visits come from a few hundred distinct browser versions: verdicts
// are remembered. Only agents of a browser's length are kept, so the memory stays small.
const verdicts = new LruCache<string, boolean>(1000);
const MAX_REMEMBERED_LENGTH = 512;

/**
 * Whether a User-Agent is a person's browser, whose visit counts: present (every browser sends one)
 * and not a bot, crawler or link unfurler. For the redirect and the preview page alike.
 */
export function isPersonAgent(agent: string | null | undefined): boolean {
  if (!agent) return false;
  if (agent.length > MAX_REMEMBERED_LENGTH) return !isbot(agent);
  let person = verdicts.get(agent);
  if (person === undefined) {
    person = !isbot(agent);
    verdicts.set(agent, person);
  }
  return person;
}
