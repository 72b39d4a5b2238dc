import type { Language } from "./languages.ts";

/** The site's own namespaces, in app/i18n/locales/{lang}/{namespace}.json. */
export const SITE_NAMESPACES = ["common", "settings", "about", "help", "legal"] as const;

/** Where one of the site's namespaces is in one language, relative to app/. */
export function siteLocaleFile(lang: Language, namespace: string): string {
  return `i18n/locales/${lang}/${namespace}.json`;
}

/** Where a tool's namespace is in one language, relative to app/: in its own folder. */
export function toolLocaleFile(lang: Language, toolSlug: string): string {
  return `tools/${toolSlug}/locales/${lang}.json`;
}
