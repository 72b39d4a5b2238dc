import type { IncomingMessage, ServerResponse } from "node:http";
import { DEFAULT_LANGUAGE, isLanguage } from "#app/i18n/languages.ts";
import { isTooLong, SEARCH_MAX_LENGTH } from "#app/lib/text/search-rules.ts";
import type { Services } from "../services.ts";
import { sendJson } from "./json.ts";

/**
 * GET /api/search?q=&lang= → `{ query, groups }`, answered by the HTTP entry itself: the search runs in
 * memory, and going through the page router would cost more than the search. The language is the
 * parameter's, never the visitor's cookie, so a shared cache may keep the answer for everyone.
 */
export async function answerSearch(req: IncomingMessage, res: ServerResponse, url: URL, services: Services) {
  const query = url.searchParams.get("q") ?? "";
  const lang = url.searchParams.get("lang");
  if (isTooLong(query)) {
    const message = `The search query must be at most ${SEARCH_MAX_LENGTH} characters long.`;
    return sendJson(req, res, 400, { error: { code: "query_too_long", message } });
  }
  try {
    const groups = await services.search(query, isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
    sendJson(req, res, 200, { query, groups }, "public, max-age=60");
  } catch (error) {
    // Only before the first catalogue has loaded: later failures keep serving the previous one.
    services.logger.error("search failed", { error });
    const message = "Search is unavailable at the moment. Please try again later.";
    sendJson(req, res, 503, { error: { code: "search_unavailable", message } });
  }
}
