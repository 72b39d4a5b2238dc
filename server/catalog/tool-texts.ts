import { readFileSync } from "node:fs";
import { LANGUAGES, type Language } from "../../app/i18n/languages.ts";
import { toolLocaleFile } from "../../app/i18n/namespaces.ts";
import type { CatalogTexts } from "../../app/tools/catalog-text.ts";
import type { ToolDefinition } from "../../app/tools/definition.ts";

const APP = new URL("../../app/", import.meta.url);
const read = new Map<string, unknown>();

/** A tool's namespace in one language, read from its locale file once, for the server's own use. */
export function toolTexts(tool: ToolDefinition, lang: Language): unknown {
  const file = new URL(toolLocaleFile(lang, tool.slug), APP);
  if (!read.has(file.href)) read.set(file.href, JSON.parse(readFileSync(file, "utf8")));
  return read.get(file.href);
}

/** A tool's catalogue name and description in every language, from its namespace's "catalog". */
export function catalogTexts(tool: ToolDefinition): CatalogTexts {
  const of = (lang: Language) => (toolTexts(tool, lang) as { catalog: CatalogTexts[Language] }).catalog;
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, of(lang)])) as Record<
    Language,
    CatalogTexts[Language]
  >;
}
