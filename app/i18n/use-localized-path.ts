import { isLanguage } from "./languages.ts";
import { localizePath } from "./paths.ts";
import { useTranslation } from "./react.tsx";

/** Turns a bare path ("/about") into the same page in the current language ("/fr/about"). */
export function useLocalizedPath(): (path: string) => string {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : "en";
  return (path: string) => localizePath(path, lang);
}
