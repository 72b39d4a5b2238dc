import type { Language } from "../i18n/languages.ts";

/** A name and a description as the catalogue shows them. */
export interface CatalogText {
  name: string;
  description: string;
}

/** The English text is also the base text of the catalogue row; the others are its translations. */
export type CatalogTexts = Readonly<Record<Language, CatalogText>>;

/**
 * Where a tool's search keywords are in its namespace: "catalog.keywords", and each of its pages'
 * `${textKey}.keywords`. A comma-separated list of the words people type to find it; only the server's
 * search index reads them, so they are left out of the texts sent to the browser.
 */
export function searchKeywordKeys(tool: { pages?: readonly { textKey: string }[] }): string[] {
  return ["catalog.keywords", ...(tool.pages ?? []).map((page) => `${page.textKey}.keywords`)];
}
