// What other tools may use of the URL shortener in any code, browser included (decision 019): the shape
// of a slug, where a short link's statistics are, and the management key a management address carries
// in its fragment. Its server surface is server/public.ts.
export { keyFromFragment, withKeyFragment } from "./logic/manage-address.ts";
export { ALIAS_MAX_LENGTH, isShortSlug, statsPagePath } from "./logic/short-slug.ts";
