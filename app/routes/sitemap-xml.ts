import { renderSitemap, sitemapPages } from "#server/catalog/sitemap.ts";
import { allToolsSlug } from "#server/catalog/tool-lists.ts";
import { servicesContext } from "../context.ts";
import { DEFAULT_LANGUAGE } from "../i18n/languages.ts";
import { TOOLS } from "../tools/registry.ts";
import type { Route } from "./+types/sitemap-xml";

/** GET /sitemap.xml: every page of the site in every language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, config } = context.get(servicesContext);
  // Slugs do not depend on the language; any one lists the same tools and categories.
  const [categories, allTools] = await Promise.all([
    catalog.listCategories(DEFAULT_LANGUAGE),
    catalog.listToolsByCategory(allToolsSlug, DEFAULT_LANGUAGE),
  ]);
  const pages = sitemapPages(
    {
      toolSlugs: allTools.tools.map((tool) => tool.slug),
      categorySlugs: categories.filter((category) => category.toolCount > 0).map((category) => category.slug),
    },
    TOOLS,
  );
  return new Response(renderSitemap(config.publicUrl, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
