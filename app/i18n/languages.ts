export const LANGUAGES = ["en", "fr", "vi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language named in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  fr: "Français",
  vi: "Tiếng Việt",
};

/** The storage key (local storage and cookie) that remembers the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
