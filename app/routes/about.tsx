import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import { useLocalizedPath } from "../i18n/use-localized-path.ts";
import { staticPageMeta } from "../lib/pages/page-loader.server.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import { buttonClasses } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { Icon } from "../ui/Icon.tsx";
import { PageHeader } from "../ui/PageHeader.tsx";
import type { Route } from "./+types/about";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "about:meta") };
}

export const meta = metaFromLoader;

const VALUES = [
  { key: "trust", icon: "shield-check" },
  { key: "accessibility", icon: "heart-handshake" },
  { key: "innovation", icon: "lightbulb" },
  { key: "community", icon: "users" },
] as const;

export default function About() {
  const { t } = useTranslation("about");
  const to = useLocalizedPath();
  const story = t<string[]>("story.paragraphs", { returnObjects: true });
  return (
    <div className="space-y-12">
      <PageHeader title={t("title")} subtitle={t("intro")} />
      <section aria-labelledby="mission" className="rounded-lg bg-secondary p-6 sm:p-8">
        <h2 id="mission" className="flex items-center gap-2 text-2xl font-semibold">
          <Icon name="handshake" className="size-6 text-primary" />
          {t("mission.title")}
        </h2>
        <p className="mt-3 max-w-3xl text-secondary-foreground">{t("mission.body")}</p>
      </section>
      <section aria-labelledby="values">
        <h2 id="values" className="text-2xl font-semibold">
          {t("values.title")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ key, icon }) => (
            <li key={key}>
              <Card className="h-full p-6">
                <Icon name={icon} className="size-7 text-primary" />
                <h3 className="mt-3 text-lg font-semibold">{t(`values.${key}.title`)}</h3>
                <p className="mt-2 text-muted-foreground">{t(`values.${key}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="story" className="max-w-3xl">
        <h2 id="story" className="text-2xl font-semibold">
          {t("story.title")}
        </h2>
        {story.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-7 text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </section>
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl font-semibold">{t("cta.title")}</h2>
        <p className="mt-2 text-muted-foreground">{t("cta.body")}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={to("/discover")} className={buttonClasses("default")}>
            <Icon name="compass" />
            {t("cta.discover")}
          </Link>
          <Link to={to("/help")} className={buttonClasses("outline")}>
            <Icon name="life-buoy" />
            {t("cta.help")}
          </Link>
        </div>
      </Card>
    </div>
  );
}
