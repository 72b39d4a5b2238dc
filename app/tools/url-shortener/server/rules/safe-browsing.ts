// Google Safe Browsing v4 Lookup API (threatMatches:find). An outage of Google must not stop people
// from shortening links, so every failure lets the link through and is reported to the logger.
import { z } from "zod";
import { type Logger, SAFE, type Verdict } from "./verdict.ts";

export const SAFE_BROWSING_ENDPOINT = "https://safebrowsing.googleapis.com/v4/threatMatches:find";

export const THREAT_TYPES = [
  "MALWARE",
  "SOCIAL_ENGINEERING",
  "UNWANTED_SOFTWARE",
  "POTENTIALLY_HARMFUL_APPLICATION",
] as const;

export type SafeBrowsingOptions = {
  /** SAFE_BROWSING_API_KEY; sent as the `key` query parameter. */
  apiKey: string;
  /** Defaults to Google's; tests point it at a local server. */
  endpoint?: string;
  clientId?: string;
  clientVersion?: string;
  timeoutMs?: number;
  logger?: Logger;
};

// An empty object means no match; only the threat type of each match is needed.
const responseSchema = z.object({
  matches: z.array(z.object({ threatType: z.string() })).optional(),
});

export async function checkSafeBrowsing(url: string, options: SafeBrowsingOptions): Promise<Verdict> {
  const {
    apiKey,
    clientId = "veritools",
    clientVersion = "1.0.0",
    timeoutMs = 3000,
    logger = console,
  } = options;
  const endpoint = new URL(options.endpoint ?? SAFE_BROWSING_ENDPOINT);
  endpoint.searchParams.set("key", apiKey);
  const body = {
    client: { clientId, clientVersion },
    threatInfo: {
      threatTypes: THREAT_TYPES,
      platformTypes: ["ANY_PLATFORM"],
      threatEntryTypes: ["URL"],
      threatEntries: [{ url }],
    },
  };
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status}`);
    }
    const threatType = responseSchema.parse(await response.json()).matches?.[0]?.threatType;
    if (threatType === undefined) return SAFE;
    return {
      safe: false,
      reason: "safe_browsing",
      message: `Google Safe Browsing lists this address as a threat (${threatType}).`,
      threatType,
    };
  } catch (error) {
    // The error never includes the endpoint URL, so the API key stays out of the logs.
    logger.warn("Safe Browsing lookup failed; the link was allowed", { error: String(error) });
    return SAFE;
  }
}
