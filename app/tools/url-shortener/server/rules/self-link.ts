// Links to this site's own short URLs would make redirect loops and chains that hide the destination.
import { comparableHost, comparablePath } from "./url-key.ts";
import { refuse, SAFE, type Verdict } from "./verdict.ts";

export type SiteUrls = {
  /** PUBLIC_URL: preview pages live at /s/…, redirects at /r/…, optionally under a language prefix. */
  publicUrl: string;
  /** SHORT_URL_BASE: every path under it is a short link (the whole host when it is a separate one). */
  shortUrlBase: string;
};

const LANGUAGE_PREFIXES = ["", "en/", "fr/", "vi/"];
const SHORT_LINK_ROUTES = ["s/", "r/"];

type Area = { host: string; pathPrefixes: string[] };

function directoryOf(base: URL): string {
  const path = comparablePath(base.pathname);
  return path.endsWith("/") ? path : `${path}/`;
}

// The host (with any explicit port) is compared, not the scheme: http:// would be upgraded to https://.
function hostKey(url: URL): string {
  return url.port ? `${comparableHost(url)}:${url.port}` : comparableHost(url);
}

function shortLinkAreas(site: SiteUrls): Area[] {
  const publicUrl = new URL(site.publicUrl);
  const shortBase = new URL(site.shortUrlBase);
  const root = directoryOf(publicUrl);
  return [
    {
      host: hostKey(publicUrl),
      pathPrefixes: LANGUAGE_PREFIXES.flatMap((lang) =>
        SHORT_LINK_ROUTES.map((route) => root + lang + route),
      ),
    },
    { host: hostKey(shortBase), pathPrefixes: [directoryOf(shortBase)] },
  ];
}

export function checkSelfLink(url: URL, site: SiteUrls): Verdict {
  const host = hostKey(url);
  const path = comparablePath(url.pathname);
  const isShortLink = shortLinkAreas(site).some(
    (area) => area.host === host && area.pathPrefixes.some((prefix) => path.startsWith(prefix)),
  );
  return isShortLink
    ? refuse("self_link", "Links to this site's own short links cannot be shortened again.")
    : SAFE;
}
