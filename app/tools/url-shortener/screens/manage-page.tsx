import { data } from "react-router";
import { requestI18nContext, servicesContext } from "#app/context.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { pageMeta } from "#app/lib/pages/page-meta.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { Toaster } from "#app/ui/Toaster.tsx";
import { isShortSlug } from "../logic/short-slug.ts";
import type { Route } from "./+types/manage-page";
import { ManageLink } from "./ManageLink.tsx";

/**
 * A short link's management page. The server knows only which link it is: the key is in the address's
 * fragment, which the browser keeps to itself and sends to the API in a header.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang, t } = context.get(requestI18nContext);
  const { shortener, config } = context.get(servicesContext);
  const meta = [
    ...pageMeta({
      publicUrl: config.publicUrl,
      path: url.pathname,
      lang,
      title: t("url_shortener:manage.meta.title"),
      description: t("url_shortener:manage.meta.description"),
    }),
    { name: "robots", content: "noindex" },
  ];
  const slug = params.slug ?? "";
  const link = isShortSlug(slug) ? await shortener.findBySlug(slug) : null;
  if (link === null) return data({ meta, link: null, problem: "notFound" as const }, { status: 404 });
  if (link.removedAt !== null)
    return data({ meta, link: null, problem: "removed" as const }, { status: 410 });
  return { meta, problem: null, link: { slug: link.internalSlug, shortenedUrl: link.shortenedUrl } };
}

export const meta = metaFromLoader;

export default function ManagePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("url_shortener");
  const { link, problem } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t("manage.title")}>
        {link && <p className="break-all text-lg font-medium">{link.shortenedUrl}</p>}
      </PageHeader>
      {link ? (
        <ManageLink slug={link.slug} />
      ) : (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4">
          {t(problem === "removed" ? "preview.removed" : "preview.notFound")}
        </p>
      )}
      <Toaster />
    </div>
  );
}
