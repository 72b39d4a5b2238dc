import Bowser from "bowser";
import {
  isPersonAgent,
  type VisitFigures,
  type VisitRequest,
} from "#app/tools/url-shortener/server/public.ts";
import { LruCache } from "#server/lib/lru-cache.ts";
import type { CountryLookup } from "./country.ts";

type AgentFigures = Pick<VisitFigures, "bot" | "device" | "browser" | "os">;

// Most visits come from a few hundred distinct browser versions: parsing each agent once is enough.
const agents = new LruCache<string, AgentFigures>(2000);
const MAX_REMEMBERED_LENGTH = 512;
const DEVICES = new Set(["desktop", "mobile", "tablet", "tv"]);

function describeAgent(agent: string | undefined): AgentFigures {
  if (!agent) return { bot: true, device: "", browser: "", os: "" };
  const known = agents.get(agent);
  if (known) return known;
  const parsed = Bowser.parse(agent);
  const device = parsed.platform.type ?? "";
  const figures: AgentFigures = {
    bot: !isPersonAgent(agent),
    device: DEVICES.has(device) ? device : "",
    browser: (parsed.browser.name ?? "").slice(0, 60),
    os: (parsed.os.name ?? "").slice(0, 60),
  };
  if (agent.length <= MAX_REMEMBERED_LENGTH) agents.set(agent, figures);
  return figures;
}

/** The referring site's host name, lower case, without port, path or query; "" for none. */
export function referrerHost(referrer: string | undefined): string {
  if (!referrer) return "";
  const url = URL.parse(referrer);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return "";
  return url.hostname.toLowerCase().slice(0, 253);
}

/**
 * Classifies visits: bot or person (isbot), device class, browser and OS (bowser), country, referrer. A
 * visit alike the one before it gets the same (frozen) object: the click journal counts a run of them as
 * one event, and under load most visits in a row are alike.
 */
export function createVisitClassifier(country: CountryLookup) {
  let last: { agent: AgentFigures; figures: Readonly<VisitFigures> } | undefined;
  return (visit: VisitRequest): Readonly<VisitFigures> => {
    const agent = describeAgent(visit.agent);
    const referrer = referrerHost(visit.referrer);
    const place = country(visit.address);
    if (last?.agent === agent && last.figures.referrer === referrer && last.figures.country === place) {
      return last.figures;
    }
    const { bot, device, browser, os } = agent;
    const figures = Object.freeze({ bot, device, browser, os, referrer, country: place });
    last = { agent, figures };
    return figures;
  };
}
