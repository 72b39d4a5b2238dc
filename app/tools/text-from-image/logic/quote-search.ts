/** Search engines that take an exact quote in their address; the person opens the search. */
export const QUOTE_ENGINES = ["google", "bing", "duckduckgo"] as const;
export type QuoteEngine = (typeof QUOTE_ENGINES)[number];

export const QUOTE_ENGINE_NAMES: Record<QuoteEngine, string> = {
  google: "Google",
  bing: "Bing",
  duckduckgo: "DuckDuckGo",
};

/** Google reads the first 32 words of a query and ignores the rest; the other engines do no better. */
const MAX_WORDS = 32;

/**
 * The quote to search: white space collapsed (a screenshot breaks lines where the post did not), the
 * quotation marks inside removed (they would end the quote), the first 32 words. Empty when there is
 * nothing to search.
 */
export function quoteOf(text: string): string {
  const words = text
    .replace(/["“”«»„]/g, " ")
    .split(/\s+/)
    .filter((word) => word !== "");
  return words.slice(0, MAX_WORDS).join(" ");
}

/** The address of an exact-phrase search for `quote` (already made by quoteOf). */
export function quoteSearchUrl(engine: QuoteEngine, quote: string): string {
  const query = encodeURIComponent(`"${quote}"`);
  switch (engine) {
    case "google":
      return `https://www.google.com/search?q=${query}`;
    case "bing":
      return `https://www.bing.com/search?q=${query}`;
    case "duckduckgo":
      return `https://duckduckgo.com/?q=${query}`;
  }
}
