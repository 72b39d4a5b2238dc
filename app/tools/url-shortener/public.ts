// What other tools may use of the URL shortener in any code, browser included (decision 019): the shape
// of a slug, where a short link's statistics are, the management key a management address carries in
// its fragment, and how its result reads in a case (the case file's summaries). Its server surface is
// server/public.ts.

export { urlShortenerSummaries } from "./logic/evidence-summary.ts";
export { keyFromFragment, withKeyFragment } from "./logic/manage-address.ts";
export { ALIAS_MAX_LENGTH, isShortSlug, statsPagePath } from "./logic/short-slug.ts";
