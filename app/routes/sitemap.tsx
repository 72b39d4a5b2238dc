import { Link } from "react-router";
import { requestI18nContext, servicesContext } from "../context.ts";
import { LANGUAGE_NAMES, LANGUAGES } from "../i18n/languages.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocalizedPath } from "../i18n/use-localized-path.ts";
import { staticPageMeta } from "../lib/pages/page-loader.server.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import type { Route } from "./+types/sitemap";

export async function loader(args: Route.LoaderArgs) {
  const { lang } = args.context.get(requestI18nContext);
  const { catalog } = args.context.get(servicesContext);
  return {
    groups: await catalog.listActiveToolsGroupedByCategory(lang),
    meta: staticPageMeta(args, "common:pages.sitemap.meta"),
  };
}

export const meta = metaFromLoader;

const PAGES = [
  ["/", "pages.sitemap.home"],
  ["/discover", "nav.discover"],
  ["/about", "nav.about"],
  ["/help", "nav.help"],
  ["/settings", "nav.settings"],
] as const;

function Column({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkClass = "text-primary hover:underline";

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("pages.sitemap.title")} subtitle={t("pages.sitemap.subtitle")} />
      <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-3">
        <Column id="sitemap-pages" title={t("pages.sitemap.pages")}>
          <ul className="space-y-2">
            {PAGES.map(([path, key]) => (
              <li key={path}>
                <Link to={to(path)} className={linkClass}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column id="sitemap-categories" title={t("pages.sitemap.categories")}>
          <ul className="space-y-4">
            {loaderData.groups.map((group) => (
              <li key={group.category.slug}>
                <Link to={to(`/category/${group.category.slug}`)} className={`${linkClass} font-medium`}>
                  {group.category.name}
                </Link>
                <ul className="mt-1 space-y-1 border-l pl-4">
                  {group.tools.map((tool) => (
                    <li key={tool.slug}>
                      <Link to={to(`/tools/${tool.slug}`)} className={linkClass}>
                        {tool.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Column>
        <div className="space-y-10">
          <Column id="sitemap-legal" title={t("pages.sitemap.legal")}>
            <ul className="space-y-2">
              <li>
                <Link to={to("/terms")} className={linkClass}>
                  {t("nav.terms")}
                </Link>
              </li>
              <li>
                <Link to={to("/privacy")} className={linkClass}>
                  {t("nav.privacy")}
                </Link>
              </li>
            </ul>
          </Column>
          <Column id="sitemap-languages" title={t("pages.sitemap.languages")}>
            <ul className="space-y-2">
              {LANGUAGES.map((lang) => (
                <li key={lang}>
                  {/* A full page load: these /?lang= links switch the whole site's language. */}
                  <a href={`/?lang=${lang}`} hrefLang={lang} lang={lang} className={linkClass}>
                    {LANGUAGE_NAMES[lang]}
                  </a>
                </li>
              ))}
            </ul>
          </Column>
        </div>
      </div>
    </>
  );
}
