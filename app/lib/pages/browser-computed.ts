import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#app/i18n/languages.ts";

/**
 * For the pages that compute their answer from their address alone (the time tools): the server
 * renders the answer of a shared link at first paint, and every later change of the address is
 * computed in the browser, with no request. The page's meta tags depend only on its path; the server
 * gave them once, and they are kept here for the browser's own answers.
 */
const metas = new Map<string, MetaDescriptor[]>();

/** Called by the page with what the server sent, so its next answers can carry the same tags. */
export function rememberMeta(pathname: string, meta: MetaDescriptor[]) {
  metas.set(pathname, meta);
}

/** The page's language in the browser: the document's, which the server set. */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * A clientLoader's answer: computed here when the page's meta tags are known, else the server's
 * (the first visit to this path through an in-app link).
 */
export async function computeInBrowser<View>(
  request: Request,
  serverLoader: () => Promise<{ meta: MetaDescriptor[]; view: View }>,
  compute: (url: URL, lang: Language) => Promise<View>,
): Promise<{ meta: MetaDescriptor[]; view: View }> {
  const url = new URL(request.url);
  const meta = metas.get(url.pathname);
  if (!meta) {
    const data = await serverLoader();
    rememberMeta(url.pathname, data.meta);
    return data;
  }
  return { meta, view: await compute(url, documentLanguage()) };
}
