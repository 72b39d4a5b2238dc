import type { IncomingMessage, ServerResponse } from "node:http";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#app/i18n/languages.ts";
import { parseInput } from "#app/lib/text/web-address-input.ts";
import { toolTranslator } from "#server/catalog/tool-texts.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { apiError, sendJson } from "#server/http/json.ts";
import { wantsFullArchiveAddress } from "../logic/input.ts";
import type { Report } from "../logic/report.ts";
import { warningText } from "../logic/warning-text.ts";
import { linkInvestigator as tool } from "../tool.ts";
import { beginInvestigation, type InvestigationServices } from "./begin.ts";
import type { Investigation } from "./service.ts";

/** The report as the API answers it: each warning with its message in the language asked for. */
export function reportForApi(report: Report, lang: Language) {
  const t = toolTranslator(tool, lang);
  return {
    ...report,
    warnings: report.warnings.map((warning) => {
      const { title, why } = warningText(t, lang, warning);
      return { ...warning, title, message: why };
    }),
  };
}

/**
 * With `progress=1`: one JSON object per line, `{"hop":…}` as each hop is made, then `{"report":…}`.
 * The page reads it to show the path while it is being followed.
 */
async function streamProgress(
  req: IncomingMessage,
  res: ServerResponse,
  investigation: Investigation,
  lang: Language,
): Promise<void> {
  res.writeHead(200, {
    "Content-Type": "application/x-ndjson; charset=utf-8",
    "Cache-Control": "no-store",
    // A proxy that buffers would hold every hop back until the report: nginx reads this.
    "X-Accel-Buffering": "no",
  });
  if (req.method === "HEAD") return void res.end();
  const stop = investigation.follow((hop) => res.write(`${JSON.stringify({ hop })}\n`));
  res.on("close", stop);
  const report = await investigation.report;
  stop();
  res.end(`${JSON.stringify({ report: reportForApi(report, lang) })}\n`);
}

/**
 * GET /api/link-investigations?url=…&language=fr: the finished report as JSON (or its progress, see
 * streamProgress), under the same rate limit as the page; bad input answers 400 with the shorten API's
 * error shape and fetches nothing. The archive is asked about the destination without its query string
 * and fragment; `archive=full` asks about the full address (the report's `archive.address` says which).
 */
export function createInvestigationEndpoint(
  services: InvestigationServices & { config: { trustedProxies: number } },
) {
  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    const params = new URL(target, "http://localhost").searchParams;
    const requested = params.get("language");
    const lang = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
    const t = toolTranslator(tool, lang);
    const parsed = parseInput(params.get("url") ?? "");
    if (!parsed.ok) return sendJson(req, res, 400, apiError(parsed.code, t(`errors.codes.${parsed.code}`)));
    const visitor = rateLimitKey(clientAddress(req, services.config.trustedProxies));
    const begun = await beginInvestigation(services, visitor, parsed.url, {
      fullArchiveAddress: wantsFullArchiveAddress(params),
    });
    if ("retryAfterSeconds" in begun) {
      res.setHeader("Retry-After", String(begun.retryAfterSeconds));
      // Busy is the whole site's state, not this visitor's doing: 503, not 429.
      const [status, code] = begun.busy ? ([503, "busy"] as const) : ([429, "rate_limited"] as const);
      return sendJson(req, res, status, apiError(code, t(`errors.codes.${code}`)));
    }
    if (params.get("progress") === "1") return streamProgress(req, res, begun.investigation, lang);
    sendJson(req, res, 200, reportForApi(await begun.investigation.report, lang));
  };
}
