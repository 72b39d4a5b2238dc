import { data } from "react-router";
import { requestI18nContext, servicesContext } from "../context.ts";
import { NotFound } from "../frame/NotFound.tsx";
import { pageMeta } from "../lib/pages/page-meta.ts";
import { metaFromLoader } from "../lib/pages/route-meta.ts";
import type { Route } from "./+types/not-found";

export function loader({ url, context }: Route.LoaderArgs) {
  const { lang, t } = context.get(requestI18nContext);
  const { config, logger } = context.get(servicesContext);
  const path = url.pathname;
  logger.warn("page not found", { path });
  const meta = pageMeta({
    publicUrl: config.publicUrl,
    path: "/",
    lang,
    title: t("notFound.title"),
    description: t("notFound.description"),
  });
  return data({ meta: [...meta, { name: "robots", content: "noindex" }] }, { status: 404 });
}

export const meta = metaFromLoader;

export default function NotFoundRoute() {
  return <NotFound />;
}
