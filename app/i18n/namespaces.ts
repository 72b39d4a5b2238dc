import type { Language } from "./languages.ts";

/** The site's own namespaces, in app/i18n/locales/{lang}/{namespace}.json. */
export const SITE_NAMESPACES = ["common", "settings", "about", "help", "legal"] as const;

/**
 * The namespaces of features several tools' pages show (app/features/{name}/locales/{lang}.json): a tool
 * whose pages show one lists it in its `readsNamespaces`.
 */
export const FEATURE_NAMESPACES = ["where"] as const;

/** Where one of the site's namespaces is in one language, relative to app/. */
export function siteLocaleFile(lang: Language, namespace: string): string {
  return `i18n/locales/${lang}/${namespace}.json`;
}

/** Where a tool's namespace is in one language, relative to app/: in its own folder. */
export function toolLocaleFile(lang: Language, toolSlug: string): string {
  return `tools/${toolSlug}/locales/${lang}.json`;
}

/** Where a feature's namespace is in one language, relative to app/: in the feature's folder. */
export function featureLocaleFile(lang: Language, feature: string): string {
  return `features/${feature}/locales/${lang}.json`;
}
