// What other tools may use of the URL shortener in any code, browser included (decision 019): the shape
// of a slug, and where a short link's statistics are. Its server surface is server/public.ts.
export { ALIAS_MAX_LENGTH, isShortSlug, statsPagePath } from "./logic/short-slug.ts";
