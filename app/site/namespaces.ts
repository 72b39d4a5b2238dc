import type { Language } from "../i18n/languages.ts";
import { SITE_NAMESPACES, siteLocaleFile, toolLocaleFile } from "../i18n/namespaces.ts";
import { TOOLS } from "../tools/registry.ts";

/** Every namespace: the site's, then each tool's (app/tools/{slug}/locales/{lang}.json). */
export const NAMESPACES: readonly string[] = [...SITE_NAMESPACES, ...TOOLS.map((tool) => tool.namespace)];

/** Where a namespace's texts in one language are, relative to app/. */
export function localeFile(lang: Language, namespace: string): string {
  const tool = TOOLS.find((candidate) => candidate.namespace === namespace);
  return tool === undefined ? siteLocaleFile(lang, namespace) : toolLocaleFile(lang, tool.slug);
}
