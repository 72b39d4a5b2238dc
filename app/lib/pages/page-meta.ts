import type { MetaDescriptor } from "react-router";
import { LANGUAGES, type Language } from "#app/i18n/languages.ts";
import { localizePath, splitLanguagePrefix } from "#app/i18n/paths.ts";

export const PRODUCT_NAME = "VeriTools";

const OG_LOCALES: Record<Language, string> = { en: "en_US", fr: "fr_FR", vi: "vi_VN" };

export interface PageMetaInput {
  publicUrl: string;
  /** The page's path, with or without a language prefix. */
  path: string;
  lang: Language;
  /** The page's own title; the product name is added. Omit for the product name alone. */
  title?: string;
  description: string;
  keywords?: string;
  image?: string;
  type?: "website" | "article";
}

/** Title, description, keywords, canonical, hreflang alternates and Open Graph tags of a page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { path } = splitLanguagePrefix(input.path);
  const url = (p: string) => `${input.publicUrl}${p}`;
  const canonical = url(localizePath(path, input.lang));
  const title = input.title ? `${input.title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LANGUAGES.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: url(localizePath(path, lang)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(path) },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: OG_LOCALES[input.lang] },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.keywords) descriptors.push({ name: "keywords", content: input.keywords });
  if (input.image) descriptors.push({ property: "og:image", content: input.image });
  return descriptors;
}
