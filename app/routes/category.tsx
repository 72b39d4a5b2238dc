import { Suspense } from "react";
import { Await, data, Link } from "react-router";
import { requestI18nContext, servicesContext } from "../context.ts";
import { ToolCard, ToolGrid, ToolGridSkeleton } from "../features/catalog/ToolCard.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLocalizedPath } from "../i18n/use-localized-path.ts";
import { pageMeta } from "../lib/pages/page-meta.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import { buttonClasses } from "../ui/Button.tsx";
import { Icon } from "../ui/Icon.tsx";
import { PageHeader } from "../ui/PageHeader.tsx";
import type { Route } from "./+types/category";

const ALL_TOOLS = "all-tools";

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang, t } = context.get(requestI18nContext);
  const { catalog, config, logger } = context.get(servicesContext);
  const path = url.pathname;
  // The heading and the 404 decision come first; the tool list streams in behind a skeleton.
  const categories = await catalog.listCategories(lang);
  const category =
    params.categorySlug === ALL_TOOLS
      ? {
          slug: ALL_TOOLS,
          name: t("pages.category.allTools"),
          description: t("pages.category.allToolsDescription"),
          toolCount: categories.reduce((sum, c) => sum + c.toolCount, 0),
        }
      : categories.find((c) => c.slug === params.categorySlug);

  if (!category || category.toolCount === 0) {
    const title = t("pages.category.notFoundTitle");
    const meta = pageMeta({
      publicUrl: config.publicUrl,
      path,
      lang,
      title,
      description: t("pages.category.notFoundBody"),
    });
    return data(
      { found: false as const, meta: [...meta, { name: "robots", content: "noindex" }] },
      { status: 404 },
    );
  }
  const tools = catalog
    .listToolsByCategory(category.slug, lang)
    .then((result) => result.tools)
    .catch((error: unknown) => {
      logger.error("category tools failed to load", { error, category: category.slug });
      throw error;
    });
  return {
    found: true as const,
    category: { name: category.name, description: category.description, toolCount: category.toolCount },
    tools,
    meta: pageMeta({
      publicUrl: config.publicUrl,
      path,
      lang,
      title: category.name,
      description: category.description,
    }),
  };
}

export const meta = metaFromLoader;

function HomeLink() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Link to={to("/")} className={buttonClasses("default", "default", "mt-6")}>
      <Icon name="house" />
      {t("pages.category.home")}
    </Link>
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  if (!loaderData.found) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
        <Icon name="folder-x" className="size-14 text-muted-foreground" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("pages.category.notFoundTitle")}</h1>
        <p className="mt-3 text-muted-foreground">{t("pages.category.notFoundBody")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <HomeLink />
          <Link to={to(`/category/${ALL_TOOLS}`)} className={buttonClasses("outline", "default", "mt-6")}>
            {t("pages.category.browseAll")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <PageHeader title={loaderData.category.name} subtitle={loaderData.category.description} />
      {/* As many placeholders as tools, so that the page keeps its height when they arrive. */}
      <Suspense fallback={<ToolGridSkeleton count={loaderData.category.toolCount} columns={4} />}>
        <Await
          resolve={loaderData.tools}
          errorElement={
            <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-6">
              <p className="text-destructive">{t("pages.category.failed")}</p>
              <HomeLink />
            </div>
          }
        >
          {(tools) => (
            <ToolGrid columns={4}>
              {tools.map((tool) => (
                <ToolCard key={tool.slug} tool={tool} headingLevel={2} />
              ))}
            </ToolGrid>
          )}
        </Await>
      </Suspense>
    </>
  );
}
