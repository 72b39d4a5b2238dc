import { servicesContext } from "#app/context.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { Card } from "#app/ui/Card.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import type { Route } from "./+types/media-from-link-page";
import { MediaFromLink } from "./MediaFromLink.tsx";

export function loader(args: Route.LoaderArgs) {
  return {
    meta: staticPageMeta(args, "media_from_link:meta"),
    // yt-dlp's formats are asked for only where the operator has set it up.
    platforms: args.context.get(servicesContext).mediaLinks.platforms,
  };
}

export const meta = metaFromLoader;

/** /tools/media-from-link?url=…: what an address holds, each item opened in the inspector that reads it. */
export default function MediaFromLinkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("media_from_link");
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card className="p-5 sm:p-6">
        <MediaFromLink platforms={loaderData.platforms} />
        <noscript>
          <p className="mt-4 text-sm">{t("noScript")}</p>
        </noscript>
      </Card>
      <section className="mt-8 grid gap-2 text-sm" aria-labelledby="media-from-link-proves">
        <h2 id="media-from-link-proves" className="text-base font-semibold">
          {t("about.heading")}
        </h2>
        <p>{t("about.means")}</p>
        <p>{t("about.notProves")}</p>
      </section>
    </div>
  );
}
