import { readFileSync } from "node:fs";
import { LANGUAGES, type Language } from "#app/i18n/languages.ts";
import { toolLocaleFile } from "#app/i18n/namespaces.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import type { CatalogTexts } from "#app/tools/catalog-text.ts";
import type { ToolDefinition } from "#app/tools/definition.ts";

const APP = new URL("../../app/", import.meta.url);
const read = new Map<string, unknown>();

/** A tool's namespace in one language, read from its locale file once, for the server's own use. */
export function toolTexts(tool: ToolDefinition, lang: Language): unknown {
  const file = new URL(toolLocaleFile(lang, tool.slug), APP);
  if (!read.has(file.href)) read.set(file.href, JSON.parse(readFileSync(file, "utf8")));
  return read.get(file.href);
}

/** A text of a tool's namespace, by dotted key; "" when missing (the locale tests keep it present). */
export function textAt(texts: unknown, key: string): string {
  let node = texts;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : "";
}

/** A tool's catalogue name and description in every language, from its namespace's "catalog". */
export function catalogTexts(tool: ToolDefinition): CatalogTexts {
  // Only these two: the seed writes every field it is given into the database.
  const of = (lang: Language) => {
    const texts = toolTexts(tool, lang);
    return { name: textAt(texts, "catalog.name"), description: textAt(texts, "catalog.description") };
  };
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, of(lang)])) as Record<
    Language,
    CatalogTexts[Language]
  >;
}

/**
 * The words people type to find a tool, or one of its pages, in one language: `${textKey}.keywords` of
 * its namespace, a comma-separated list ("EXIF, GPS, metadata"). A list rather than a JSON array, so
 * that the locale tests compare it across languages as one text whatever its length.
 */
export function searchKeywords(tool: ToolDefinition, lang: Language, textKey = "catalog"): string[] {
  return textAt(toolTexts(tool, lang), `${textKey}.keywords`)
    .split(",")
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== "");
}

type ToolT = ReturnType<ReturnType<typeof createTranslator>["getFixedT"]>;
const translators = new Map<string, ToolT>();

/** A tool's texts in one language as a translator, for messages an API writes out; made once each. */
export function toolTranslator(tool: ToolDefinition, lang: Language): ToolT {
  const key = `${tool.slug}:${lang}`;
  let t = translators.get(key);
  if (t === undefined) {
    t = createTranslator(lang, {
      [tool.namespace]: toolTexts(tool, lang) as Record<string, unknown>,
    }).getFixedT(tool.namespace);
    translators.set(key, t);
  }
  return t;
}
