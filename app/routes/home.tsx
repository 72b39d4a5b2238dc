import { Suspense } from "react";
import { Await, Link } from "react-router";
import { requestI18nContext, servicesContext } from "../context.ts";
import { CategoryCard } from "../features/catalog/CategoryCard.tsx";
import { ToolCard, ToolGrid, ToolGridSkeleton } from "../features/catalog/ToolCard.tsx";
import { ToolSearchBox } from "../features/catalog/ToolSearchBox.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLocalizedPath } from "../i18n/use-localized-path.ts";
import { staticPageMeta } from "../lib/pages/page-loader.server.ts";
import { PRODUCT_NAME } from "../lib/pages/page-meta.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import { buttonClasses } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { Icon } from "../ui/Icon.tsx";
import type { Route } from "./+types/home";

const FEATURED_COUNT = 4;

export async function loader(args: Route.LoaderArgs) {
  const { lang } = args.context.get(requestI18nContext);
  const { catalog, config, logger } = args.context.get(servicesContext);
  const logged =
    (what: string) =>
    (error: unknown): never => {
      logger.error(`${what} failed to load`, { error });
      throw error;
    };
  // Not awaited: the page streams at once and each section shows placeholders until its data arrives.
  const featured = catalog
    .listFeaturedTools(lang)
    .then((tools) => tools.slice(0, FEATURED_COUNT))
    .catch(logged("featured tools"));
  const categories = catalog
    .listCategories(lang)
    .then((all) => all.filter((category) => category.toolCount > 0))
    .catch(logged("categories"));
  const home = `${config.publicUrl}/${lang}`;
  return {
    featured,
    categories,
    meta: [
      ...staticPageMeta(args, "common:pages.home.meta", { title: false }),
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: PRODUCT_NAME,
          url: home,
          inLanguage: lang,
          potentialAction: {
            "@type": "SearchAction",
            target: `${home}/discover?q={search_term_string}`,
            "query-input": "required name=search_term_string",
          },
        },
      },
    ],
  };
}

export const meta = metaFromLoader;

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {subtitle && <p className="mt-2 text-muted-foreground">{subtitle}</p>}
    </div>
  );
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-destructive">
      {t("pages.home.failed")}
    </p>
  );
}

const VALUES = [
  { key: "trustworthiness", icon: "shield-check" },
  { key: "clarity", icon: "eye" },
  { key: "discovery", icon: "sparkles" },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="space-y-16">
      <section className="pt-4 text-center sm:pt-10">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t("pages.home.title")}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{t("pages.home.subtitle")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={to("/discover")} className={buttonClasses("default", "lg")}>
            <Icon name="compass" />
            {t("pages.home.discover")}
          </Link>
          <Link to={to("/about")} className={buttonClasses("outline", "lg")}>
            <Icon name="info" />
            {t("pages.home.about")}
          </Link>
        </div>
        <div className="mt-10">
          <ToolSearchBox />
        </div>
      </section>

      <section aria-labelledby="quick-access">
        <SectionHeading id="quick-access" title={t("pages.home.quickAccess.title")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Link
            to={to("/tools/url-shortener")}
            className={buttonClasses("secondary", "lg", "h-14 justify-start")}
          >
            <Icon name="link-2" />
            {t("pages.home.quickAccess.shortener")}
          </Link>
          <Link
            to={to("/tools/text-tools")}
            className={buttonClasses("secondary", "lg", "h-14 justify-start")}
          >
            <Icon name="type" />
            {t("pages.home.quickAccess.textTools")}
          </Link>
        </div>
      </section>

      <section aria-labelledby="featured">
        <SectionHeading
          id="featured"
          title={t("pages.home.featured.title")}
          subtitle={t("pages.home.featured.subtitle")}
        />
        <Suspense fallback={<ToolGridSkeleton count={FEATURED_COUNT} />}>
          <Await resolve={loaderData.featured} errorElement={<LoadFailed />}>
            {(tools) =>
              tools.length === 0 ? (
                <p className="text-muted-foreground">{t("pages.home.featured.empty")}</p>
              ) : (
                <ToolGrid columns={4}>
                  {tools.map((tool) => (
                    <ToolCard key={tool.slug} tool={tool} />
                  ))}
                </ToolGrid>
              )
            }
          </Await>
        </Suspense>
      </section>

      <section aria-labelledby="mission" className="rounded-2xl bg-secondary px-6 py-10 sm:px-10">
        <SectionHeading
          id="mission"
          title={t("pages.home.mission.title")}
          subtitle={t("pages.home.mission.subtitle")}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {VALUES.map(({ key, icon }) => (
            <li key={key}>
              <Icon name={icon} className="size-8 text-primary" />
              <h3 className="mt-3 text-lg font-semibold">{t(`pages.home.mission.${key}.title`)}</h3>
              <p className="mt-1 text-secondary-foreground">{t(`pages.home.mission.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="categories">
        <SectionHeading
          id="categories"
          title={t("pages.home.categories.title")}
          subtitle={t("pages.home.categories.subtitle")}
        />
        <Suspense
          fallback={
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
              {Array.from({ length: 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <Card key={index} className="h-36 animate-pulse bg-muted" />
              ))}
            </div>
          }
        >
          <Await resolve={loaderData.categories} errorElement={<LoadFailed />}>
            {(categories) => (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {categories.map((category) => (
                  <li key={category.slug}>
                    <CategoryCard category={category} />
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
      </section>
    </div>
  );
}
