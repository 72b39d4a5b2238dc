import { isLanguage, type Language } from "./languages.ts";

/** Splits a pathname into its language prefix (if any) and the rest, which always starts with "/". */
export function splitLanguagePrefix(pathname: string): { lang: Language | null; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLanguage(first)) return { lang: first, path: match?.[2] || "/" };
  return { lang: null, path: pathname || "/" };
}

/** The address of a page in a language: "/about" in "fr" is "/fr/about"; home is "/fr". */
export function localizePath(path: string, lang: Language): string {
  const { path: bare } = splitLanguagePrefix(path);
  return bare === "/" ? `/${lang}` : `/${lang}${bare}`;
}
