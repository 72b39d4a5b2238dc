import type { Language } from "../i18n/languages.ts";
import {
  FEATURE_NAMESPACES,
  featureLocaleFile,
  SITE_NAMESPACES,
  siteLocaleFile,
  toolLocaleFile,
} from "../i18n/namespaces.ts";
import { TOOLS } from "../tools/registry.ts";

/**
 * Every namespace: the site's, the shared features' (app/features/{name}/locales/{lang}.json), then each
 * tool's (app/tools/{slug}/locales/{lang}.json).
 */
export const NAMESPACES: readonly string[] = [
  ...SITE_NAMESPACES,
  ...FEATURE_NAMESPACES,
  ...TOOLS.map((tool) => tool.namespace),
];

/** Where a namespace's texts in one language are, relative to app/. */
export function localeFile(lang: Language, namespace: string): string {
  if ((FEATURE_NAMESPACES as readonly string[]).includes(namespace))
    return featureLocaleFile(lang, namespace);
  const tool = TOOLS.find((candidate) => candidate.namespace === namespace);
  return tool === undefined ? siteLocaleFile(lang, namespace) : toolLocaleFile(lang, tool.slug);
}
