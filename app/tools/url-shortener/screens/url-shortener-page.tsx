import { data, useActionData } from "react-router";
import { clientAddressContext, requestI18nContext, servicesContext } from "#app/context.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { Toaster } from "#app/ui/Toaster.tsx";
import { BodyError, readFormBody } from "#server/http/body.ts";
import { rateLimitKey } from "#server/http/client-address.ts";
import type { ShortenAnswer } from "../logic/types.ts";
import { errorBody, publicLink, rateLimitedBody, shortenResponse } from "../server/api.ts";
import { SHORTEN_BODY_LIMIT } from "../server/http/shorten-endpoint.ts";
import type { Route } from "./+types/url-shortener-page";
import { RecentLinks } from "./RecentLinks.tsx";
import { ShortenForm } from "./ShortenForm.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { shortener, logger } = args.context.get(servicesContext);
  const recent = await shortener.listRecent().catch((error: unknown) => {
    // The list is a bonus: the form works without it, and the browser refetches it live.
    logger.error("recent links failed to load", { error });
    return [];
  });
  return { recent: recent.map(publicLink), meta: staticPageMeta(args, "url_shortener:meta") };
}

/** The form's submissions, with or without JavaScript: the same service and answer as POST /api/shorten-url. */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = context.get(requestI18nContext);
  const { shortener, shortenRateLimiter } = context.get(servicesContext);
  // The same allowance as POST /api/shorten-url, keyed by the client's address.
  const decision = await shortenRateLimiter.take(rateLimitKey(context.get(clientAddressContext)));
  if (!decision.allowed) {
    return data(rateLimitedBody(decision.retryAfterSeconds) as ShortenAnswer, {
      status: 429,
      headers: { "Retry-After": String(decision.retryAfterSeconds) },
    });
  }
  let form: FormData;
  try {
    form = await readFormBody(request, SHORTEN_BODY_LIMIT);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return data(errorBody(error.code, error.message) as ShortenAnswer, { status: error.status });
  }
  const url = String(form.get("url") ?? "");
  // The browser checks this before sending; a form posted without JavaScript gets the same answer.
  if (url.trim() === "")
    return data(errorBody("empty_url", "Please enter a URL") as ShortenAnswer, { status: 400 });
  const alias = String(form.get("alias") ?? "").trim();
  const unlisted = form.get("unlisted") === "on";
  const outcome = await shortener.shorten({ url, alias: alias || null, language: lang, unlisted });
  const { httpStatus, body } = shortenResponse(outcome);
  return data(body as ShortenAnswer, { status: httpStatus });
}

export const meta = metaFromLoader;

export default function UrlShortener({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("url_shortener");
  const submitted = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <ShortenForm fallback={submitted} />
      <RecentLinks initial={loaderData.recent} />
      <Toaster />
    </div>
  );
}
