// How the catalogue's stored texts are read in the reader's language: the lists and the search alike.
import type { Language } from "#app/i18n/languages.ts";

// Tools are ordered by category, then by name in the reader's language, which the database's collation
// would not do the same way on SQLite and PostgreSQL.
export const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator("en"),
  fr: new Intl.Collator("fr"),
  vi: new Intl.Collator("vi"),
};

/** The translation when there is one with text, else the base text. */
export function translated(translation: string | null, base: string): string {
  return translation?.trim() ? translation : base;
}
