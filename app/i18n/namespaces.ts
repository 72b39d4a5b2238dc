import { TOOLS } from "../tools/registry.ts";
import type { Language } from "./languages.ts";

/** The site's own namespaces, in app/i18n/locales/{lang}/{namespace}.json. */
export const SITE_NAMESPACES = ["common", "settings", "about", "help", "legal"] as const;

/** Every namespace: the site's, then each tool's (app/tools/{slug}/locales/{lang}.json). */
export const NAMESPACES: readonly string[] = [...SITE_NAMESPACES, ...TOOLS.map((tool) => tool.namespace)];

/** Where a namespace's texts in one language are, relative to app/. */
export function localeFile(lang: Language, namespace: string): string {
  const tool = TOOLS.find((candidate) => candidate.namespace === namespace);
  return tool === undefined
    ? `i18n/locales/${lang}/${namespace}.json`
    : `tools/${tool.slug}/locales/${lang}.json`;
}
