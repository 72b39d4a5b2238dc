/**
 * Hosts of public link shorteners and redirectors. A link through one hides its destination until it is
 * followed, which is how misleading links travel in messages; the investigator says so.
 */
const SHORTENERS = new Set([
  "bit.ly",
  "bitly.com",
  "t.co",
  "tinyurl.com",
  "goo.gl",
  "ow.ly",
  "buff.ly",
  "is.gd",
  "v.gd",
  "rebrand.ly",
  "cutt.ly",
  "shorturl.at",
  "rb.gy",
  "tiny.cc",
  "t.ly",
  "lnkd.in",
  "fb.me",
  "youtu.be",
  "amzn.to",
  "dlvr.it",
  "trib.al",
  "s.id",
  "shorturl.asia",
  "bom.so",
  "bom.to",
  "tinyurl.vn",
  "zpr.io",
  "l.facebook.com",
  "lm.facebook.com",
  "l.instagram.com",
  "out.reddit.com",
  "href.li",
]);

/** Whether the host (punycode or Unicode, any case, with or without www.) is a known shortener. */
export function isKnownShortener(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  return SHORTENERS.has(name);
}
