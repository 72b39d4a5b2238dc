import { data, Link } from "react-router";
import { clientAddressContext, requestI18nContext, servicesContext } from "#app/context.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { pageMeta } from "#app/lib/pages/page-meta.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { buttonClasses } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { isShortSlug } from "../logic/short-slug.ts";
import type { Route } from "./+types/preview-page";
import { ShortLinkPreview } from "./ShortLinkPreview.tsx";

type Problem = "invalid" | "notFound" | "failed" | "removed" | "disabled";

function problemTitle(problem: Problem): string {
  if (problem === "removed") return "preview.removedTitle";
  return problem === "disabled" ? "preview.disabledTitle" : "preview.errorTitle";
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { lang, t } = context.get(requestI18nContext);
  const { shortener, config, logger } = context.get(servicesContext);
  const failure = (problem: Problem, status: number) => {
    const meta = pageMeta({
      publicUrl: config.publicUrl,
      path: url.pathname,
      lang,
      title: t(`url_shortener:${problemTitle(problem)}`),
      description: t(`url_shortener:preview.${problem}`),
    });
    return data({ problem, link: null, meta: [...meta, { name: "robots", content: "noindex" }] }, { status });
  };
  if (!params.slug || !isShortSlug(params.slug)) return failure("invalid", 400);
  let link: Awaited<ReturnType<typeof shortener.findBySlug>>;
  try {
    link = await shortener.findBySlug(params.slug);
  } catch (error) {
    logger.error("short link lookup failed", { error, slug: params.slug });
    return failure("failed", 503);
  }
  if (!link) return failure("notFound", 404);
  // Gone for good, at its creator's request: 410 tells search engines and link checkers so.
  if (link.removedAt !== null) return failure("removed", 410);
  // Out of service at its creator's request, for now: 410 too, the creator can enable it again.
  if (link.disabledAt !== null) return failure("disabled", 410);

  // Every view is recorded before the page is answered (bots apart, never in the people's count).
  await shortener.recordClick(link.id, {
    agent: request.headers.get("user-agent") ?? undefined,
    referrer: request.headers.get("referer") ?? undefined,
    address: context.get(clientAddressContext),
  });
  const redirectTo = `${link.shortenedUrl}?via=preview`;
  const history = await shortener.destinationHistory(link.id);
  const title = link.title || link.originalUrl;
  const description = link.description || t("url_shortener:preview.meta.description");
  return {
    problem: null,
    link: {
      title: link.title,
      description: link.description,
      ogImage: link.ogImage,
      favicon: link.favicon,
      originalUrl: link.originalUrl,
      shortenedUrl: link.shortenedUrl,
      redirectTo,
      chain: link.chain,
      history,
    },
    meta: [
      // The preview is the link's own page: it unfurls with the destination's title, text and image.
      ...pageMeta({
        publicUrl: config.publicUrl,
        path: url.pathname,
        lang,
        title,
        description,
        image: link.ogImage ?? undefined,
        type: "article",
      }).filter((tag) => !("rel" in tag && tag.rel === "alternate")),
      { name: "robots", content: "noindex" },
    ],
  };
}

export const meta = metaFromLoader;

export default function ShortLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("url_shortener");
  const to = useLocalizedPath();
  if (loaderData.link) return <ShortLinkPreview link={loaderData.link} />;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <Icon name="triangle-alert" className="size-12 text-destructive" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t(problemTitle(loaderData.problem))}</h1>
      <p className="mt-3 text-muted-foreground">{t(`preview.${loaderData.problem}`)}</p>
      <Link to={to("/")} className={buttonClasses("default", "lg", "mt-8")}>
        <Icon name="house" />
        {t("preview.home")}
      </Link>
    </div>
  );
}
