import type { RouterContextProvider } from "react-router";
import { requestI18nContext, servicesContext } from "#app/context.ts";
import { pageMeta } from "./page-meta.ts";

interface LoaderArgsLike {
  /** The page's address (a data request's own URL ends in ".data"). */
  url: URL;
  context: Readonly<RouterContextProvider>;
}

/**
 * The meta tags of a page whose title, description and keywords are texts under `${key}.title`,
 * `${key}.description` and `${key}.keywords` (e.g. "about:meta"); `title: false` keeps the product name alone.
 */
export function staticPageMeta(
  { url, context }: LoaderArgsLike,
  key: string,
  options: { title?: false } = {},
) {
  const { lang, t } = context.get(requestI18nContext);
  const { config } = context.get(servicesContext);
  const keywords = t(`${key}.keywords`, { defaultValue: "" });
  return pageMeta({
    publicUrl: config.publicUrl,
    path: url.pathname,
    lang,
    title: options.title === false ? undefined : t(`${key}.title`),
    description: t(`${key}.description`),
    keywords: keywords || undefined,
  });
}
