/**
 * Query parameters that only say where a click came from (campaigns, ad clicks, share sheets). They
 * carry nothing about the page itself, so a link cited in a fact-check is cleaner and leaks less about
 * whoever shared it without them. Names are compared in lower case; a prefix ends with "_".
 */
const TRACKING_PREFIXES = ["utm_", "pk_", "mtm_", "hsa_", "vero_", "_hs"];
const TRACKING_NAMES = new Set([
  "fbclid",
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
  "igshid",
  "igsh",
  "si",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "oly_anon_id",
  "oly_enc_id",
  "rb_clickid",
  "s_cid",
  "wickedid",
  "ref_src",
  "ref_url",
  "spm",
  "scm",
  "share_id",
  "xtor",
]);

export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_NAMES.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** The URL without its tracking parameters (order and everything else kept), and the names removed. */
export function withoutTracking(url: string): { url: string; removed: string[] } {
  const parsed = URL.parse(url);
  if (!parsed) return { url, removed: [] };
  const removed = [...new Set([...parsed.searchParams.keys()].filter(isTrackingParameter))];
  if (removed.length === 0) return { url, removed };
  for (const name of removed) parsed.searchParams.delete(name);
  return { url: parsed.href.replace(/\?$/, ""), removed };
}
