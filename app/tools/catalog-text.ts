import type { Language } from "../i18n/languages.ts";

/** A name and a description as the catalogue shows them. */
export interface CatalogText {
  name: string;
  description: string;
}

/** The English text is also the base text of the catalogue row; the others are its translations. */
export type CatalogTexts = Readonly<Record<Language, CatalogText>>;
