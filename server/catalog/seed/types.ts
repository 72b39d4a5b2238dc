import type { Language } from "../../../app/i18n/languages.ts";

export interface Text {
  name: string;
  description: string;
}

/** The English text is also the base text of the row; the others are its translations. */
export type Texts = Readonly<Record<Language, Text>>;

export interface CategorySeed {
  slug: string;
  text: Texts;
}
