/** A search runs only for a query of at least this many characters; a shorter one clears the results. */
export const SEARCH_MIN_LENGTH = 2;
/** Longer queries are refused rather than searched. */
export const SEARCH_MAX_LENGTH = 100;
/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The length of a query as a reader counts it: trimmed, in characters (an "é" typed as e + accent is one). */
function queryLength(query: string): number {
  return [...query.trim().normalize("NFC")].length;
}

/** Whether a query is long enough to search for. */
export function isSearchable(query: string): boolean {
  return queryLength(query) >= SEARCH_MIN_LENGTH;
}

export function isTooLong(query: string): boolean {
  return queryLength(query) > SEARCH_MAX_LENGTH;
}
