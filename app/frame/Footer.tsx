import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import { useLocalizedPath } from "../i18n/use-localized-path.ts";
import { Icon } from "../ui/Icon.tsx";
import { Wordmark } from "./Wordmark.tsx";

export interface FooterCategory {
  slug: string;
  name: string;
}

const RESOURCE_LINKS = ["help", "about", "discover", "settings", "sitemap"] as const;
const LEGAL_LINKS = ["terms", "privacy"] as const;
// Not live yet: shown as inert marks, not links that lead nowhere.
const SOCIAL = [
  { key: "x", icon: "at-sign" },
  { key: "github", icon: "code" },
  { key: "facebook", icon: "thumbs-up" },
] as const;

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="space-y-2 text-sm text-muted-foreground">{children}</ul>
    </div>
  );
}

export function Footer({ categories, year }: { categories: FooterCategory[]; year: number }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const linkClass = "hover:text-foreground hover:underline";
  return (
    <footer className="mt-16 border-t bg-muted/30">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <Wordmark to={to("/")} label={t("nav.home")} />
          <p className="text-sm text-muted-foreground">{t("footer.tagline")}</p>
          <ul className="flex gap-2" aria-label={t("footer.social")}>
            {SOCIAL.map(({ key, icon }) => (
              <li key={key}>
                <span
                  role="img"
                  aria-label={t(`footer.socialNetworks.${key}`)}
                  title={t("footer.socialSoon")}
                  className="flex size-9 items-center justify-center rounded-md border text-muted-foreground"
                >
                  <Icon name={icon} className="size-4" />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={t("footer.categories")}>
          {categories.map((category) => (
            <li key={category.slug}>
              <Link to={to(`/category/${category.slug}`)} className={linkClass}>
                {category.name}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t("footer.resources")}>
          {RESOURCE_LINKS.map((page) => (
            <li key={page}>
              <Link to={to(`/${page}`)} className={linkClass}>
                {t(`nav.${page}`)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t("footer.legal")}>
          {LEGAL_LINKS.map((page) => (
            <li key={page}>
              <Link to={to(`/${page}`)} className={linkClass}>
                {t(`nav.${page}`)}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-muted-foreground sm:px-6">
          {t("footer.copyright", { year: String(year) })}
        </p>
      </div>
    </footer>
  );
}
