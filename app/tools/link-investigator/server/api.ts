import type { IncomingMessage, ServerResponse } from "node:http";
import { toolTexts } from "../../../../server/catalog/tool-texts.ts";
import { clientAddress, rateLimitKey } from "../../../../server/http/client-address.ts";
import { apiError, sendJson } from "../../../../server/http/json.ts";
import type { RateLimiter } from "../../../../server/rate-limit/rate-limiter.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../i18n/languages.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import { parseInput } from "../logic/input.ts";
import type { Report } from "../logic/report.ts";
import { linkInvestigator as tool } from "../tool.ts";
import type { LinkInvestigator } from "./service.ts";

const translators = new Map<Language, ReturnType<ReturnType<typeof createTranslator>["getFixedT"]>>();

/** The texts of the tool in one language, for messages the API writes out; made once per language. */
function translator(lang: Language) {
  let t = translators.get(lang);
  if (t === undefined) {
    t = createTranslator(lang, {
      [tool.namespace]: toolTexts(tool, lang) as Record<string, unknown>,
    }).getFixedT(tool.namespace);
    translators.set(lang, t);
  }
  return t;
}

/** The report as the API answers it: each warning with its message in the language asked for. */
export function reportForApi(report: Report, lang: Language) {
  const t = translator(lang);
  return {
    ...report,
    warnings: report.warnings.map((warning) => ({
      ...warning,
      title: t(`warnings.${warning.code}.title`),
      message: t(`warnings.${warning.code}.why`, { detail: warning.detail ?? "" }),
    })),
  };
}

/**
 * GET /api/link-investigations?url=…&language=fr: the finished report as JSON, under the same rate limit
 * as the page; bad input answers 400 with the shorten API's error shape and fetches nothing.
 */
export function createInvestigationEndpoint(services: {
  linkInvestigator: LinkInvestigator;
  investigateRateLimiter: RateLimiter;
  config: { trustedProxies: number };
}) {
  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    const params = new URL(target, "http://localhost").searchParams;
    const requested = params.get("language");
    const lang = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
    const t = translator(lang);
    const parsed = parseInput(params.get("url") ?? "");
    if (!parsed.ok) return sendJson(req, res, 400, apiError(parsed.code, t(`errors.codes.${parsed.code}`)));
    const key = rateLimitKey(clientAddress(req, services.config.trustedProxies));
    const decision = await services.investigateRateLimiter.take(key);
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      return sendJson(req, res, 429, apiError("rate_limited", t(`errors.codes.${"rate_limited"}`)));
    }
    const report = await services.linkInvestigator.investigate(parsed.url);
    sendJson(req, res, 200, reportForApi(report, lang));
  };
}
