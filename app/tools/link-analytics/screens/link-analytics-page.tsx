import { data, redirect } from "react-router";
import { requestI18nContext, servicesContext } from "#app/context.ts";
import { localizePath } from "#app/i18n/paths.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { Card } from "#app/ui/Card.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { parseLinkInput } from "../logic/link-input.ts";
import type { Route } from "./+types/link-analytics-page";
import { LinkForm } from "./LinkForm.tsx";

/** `?link=` opens that link's statistics; what cannot be opened stays in the field with the reason beside it. */
export async function loader(args: Route.LoaderArgs) {
  const meta = staticPageMeta(args, "link_analytics:meta");
  const input = args.url.searchParams.get("link");
  if (input === null) return { meta, input: "", problem: null };
  const parsed = parseLinkInput(input);
  if (!parsed.ok) return data({ meta, input, problem: parsed.code }, { status: 400 });
  const link = await args.context.get(servicesContext).shortener.findBySlug(parsed.slug);
  if (link === null) return data({ meta, input, problem: "notFound" as const }, { status: 404 });
  const { lang } = args.context.get(requestI18nContext);
  throw redirect(localizePath(`/tools/link-analytics/${encodeURIComponent(link.shortenedSlug)}`, lang));
}

export const meta = metaFromLoader;

export default function LinkAnalytics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("link_analytics");
  const { input, problem } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card className="p-5 sm:p-6">
        <LinkForm value={input} error={problem && t(`form.errors.${problem}`)} />
      </Card>
      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{t("privacy")}</p>
    </div>
  );
}
