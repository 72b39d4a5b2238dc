import { data, Link } from "react-router";
import { requestI18nContext, servicesContext } from "../context.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocalizedPath } from "../i18n/use-localized-path.ts";
import { pageMeta } from "../lib/pages/page-meta.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import { buttonClasses } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { Icon } from "../ui/Icon.tsx";
import { ToolIcon } from "../ui/ToolIcon.tsx";
import type { Route } from "./+types/tool";

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = context.get(requestI18nContext);
  const { catalog, config } = context.get(servicesContext);
  const tool = await catalog.getTool(params.slug, lang);
  if (!tool) throw data(null, { status: 404 });
  return {
    tool,
    meta: pageMeta({
      publicUrl: config.publicUrl,
      path: url.pathname,
      lang,
      title: tool.name,
      description: tool.description,
    }),
  };
}

export const meta = metaFromLoader;

/** The page of a catalogue tool that has no page of its own yet: what it is and that it is coming. */
export default function ToolPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { tool } = loaderData;
  return (
    <article className="mx-auto max-w-3xl">
      <div className="flex items-center gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
          <ToolIcon name={tool.icon} className="size-8" />
        </span>
        <div>
          {tool.category && (
            <Link
              to={to(`/category/${tool.category.slug}`)}
              className="text-sm font-medium text-primary hover:underline"
              aria-label={t("pages.tool.category", { category: tool.category.name })}
            >
              {tool.category.name}
            </Link>
          )}
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{tool.name}</h1>
        </div>
      </div>
      <p className="mt-6 text-lg text-muted-foreground">{tool.description}</p>
      {tool.comingSoon && (
        <Card className="mt-8 flex items-start gap-4 p-6">
          <Icon name="hourglass" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h2 className="font-semibold">{t("pages.tool.comingSoonTitle")}</h2>
            <p className="mt-1 text-muted-foreground">{t("pages.tool.comingSoonBody")}</p>
          </div>
        </Card>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {tool.category && (
          <Link to={to(`/category/${tool.category.slug}`)} className={buttonClasses("outline")}>
            <Icon name="arrow-left" />
            {t("pages.tool.moreInCategory", { category: tool.category.name })}
          </Link>
        )}
        <Link to={to("/discover")} className={buttonClasses("ghost")}>
          <Icon name="compass" />
          {t("pages.tool.discover")}
        </Link>
      </div>
    </article>
  );
}
