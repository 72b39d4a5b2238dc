import type { Language } from "./languages.ts";
import { LANGUAGE_STORAGE_KEY } from "./languages.ts";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Remembers the visitor's language in local storage (where the browser keeps it across visits) and in a cookie of the same name,
 * so the server renders the next page in that language directly, with no flash of English.
 */
export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be disabled; the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
