// Every tool's server part, in the order they start: a tool comes after those whose services it uses
// (decision 019). The one list a tool with a server part is added to; server/ reads nothing else of them.
import { caseFileServer } from "./case-file/server/index.ts";
import { linkAnalyticsServer } from "./link-analytics/server/index.ts";
import { linkInvestigatorServer } from "./link-investigator/server/index.ts";
import { mediaFromLinkServer } from "./media-from-link/server/index.ts";
import { pageCaptureServer } from "./page-capture/server/index.ts";
import { urlShortenerServer } from "./url-shortener/server/index.ts";

export const TOOL_SERVERS = [
  urlShortenerServer,
  linkAnalyticsServer,
  linkInvestigatorServer,
  caseFileServer,
  pageCaptureServer,
  mediaFromLinkServer,
] as const;
