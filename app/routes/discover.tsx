import { requestI18nContext, servicesContext } from "../context.ts";
import { ToolCard, ToolGrid } from "../features/catalog/ToolCard.tsx";
import { ToolSearchBox } from "../features/catalog/ToolSearchBox.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { staticPageMeta } from "../lib/pages/page-loader.server.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import { isSearchable } from "../lib/text/search-rules.ts";
import { Card } from "../ui/Card.tsx";
import { Icon } from "../ui/Icon.tsx";
import { PageHeader } from "../ui/PageHeader.tsx";
import { useFocusOnArrival } from "../ui/use-focus-on-arrival.ts";
import type { Route } from "./+types/discover";

export async function loader(args: Route.LoaderArgs) {
  const { lang } = args.context.get(requestI18nContext);
  const { catalog, search } = args.context.get(servicesContext);
  // ?q= is the site's search action (and the search box's target without JavaScript).
  const query = (args.url.searchParams.get("q") ?? "").slice(0, 100);
  const [groups, results] = await Promise.all([
    catalog.listActiveToolsGroupedByCategory(lang),
    isSearchable(query) ? search(query, lang) : null,
  ]);
  return { groups, query, results, meta: staticPageMeta(args, "common:pages.discover.meta") };
}

export const meta = metaFromLoader;

export default function Discover({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { groups, query, results } = loaderData;
  // A search's results are what the page was opened for, even on a first load (the form is a plain GET).
  const resultsHeading = useFocusOnArrival<HTMLHeadingElement>(results && query, { onLoad: true });
  return (
    <>
      <PageHeader title={t("pages.discover.title")} subtitle={t("pages.discover.subtitle")} />
      <div className="mb-12">
        <ToolSearchBox initialQuery={query} />
      </div>
      {results && (
        <section aria-labelledby="results" className="mb-12">
          <h2 id="results" ref={resultsHeading} tabIndex={-1} className="mb-5 text-2xl font-semibold">
            {t("pages.discover.results", { query })}
          </h2>
          {results.length === 0 ? (
            <p className="text-muted-foreground">{t("pages.discover.noResults")}</p>
          ) : (
            <ToolGrid>
              {results.flatMap((group) =>
                group.tools.map((tool) => (
                  <ToolCard key={tool.slug} tool={{ ...tool, category: group.category }} />
                )),
              )}
            </ToolGrid>
          )}
        </section>
      )}
      {groups.length === 0 ? (
        <Card className="flex flex-col items-center p-10 text-center">
          <Icon name="sparkles" className="size-10 text-primary" />
          <h2 className="mt-4 text-xl font-semibold">{t("pages.discover.empty")}</h2>
          <p className="mt-2 text-muted-foreground">{t("pages.discover.emptyBody")}</p>
        </Card>
      ) : (
        <div className="space-y-12">
          {groups.map((group) => (
            <section key={group.category.slug} aria-labelledby={`category-${group.category.slug}`}>
              <h2 id={`category-${group.category.slug}`} className="text-2xl font-semibold">
                {group.category.name}
              </h2>
              <p className="mb-5 mt-1 text-muted-foreground">{group.category.description}</p>
              <ToolGrid>
                {group.tools.map((tool) => (
                  <ToolCard key={tool.slug} tool={tool} />
                ))}
              </ToolGrid>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
