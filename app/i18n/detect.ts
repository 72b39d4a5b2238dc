import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from "./languages.ts";
import { splitLanguagePrefix } from "./paths.ts";

export interface LanguageSignals {
  /** The `lang` query parameter, if any. */
  query?: string | null;
  pathname: string;
  /** The stored choice: the `i18nextLng` cookie on the server, local storage in the browser. */
  stored?: string | null;
  /** The browser's preferred languages, most preferred first. */
  browser?: readonly string[];
}

/**
 * The detection order, most explicit first: URL parameter, first path segment, stored choice, browser
 * (decision 002).
 */
export function detectLanguage(signals: LanguageSignals): Language {
  if (isLanguage(signals.query)) return signals.query;
  const fromPath = splitLanguagePrefix(signals.pathname).lang;
  if (fromPath) return fromPath;
  if (isLanguage(signals.stored)) return signals.stored;
  for (const tag of signals.browser ?? []) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Languages of an Accept-Language header, highest quality first. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The stored language from a Cookie header. */
export function languageFromCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === LANGUAGE_STORAGE_KEY) return decodeURIComponent(value.join("="));
  }
  return null;
}

/**
 * Everything a request tells about the wanted language, in the detection order. `url` is the page's address,
 * which for a data request differs from the request's own (React Router adds ".data").
 */
export function detectRequestLanguage(request: Request, url = new URL(request.url)): Language {
  return detectLanguage({
    query: url.searchParams.get("lang"),
    pathname: url.pathname,
    stored: languageFromCookie(request.headers.get("cookie")),
    browser: parseAcceptLanguage(request.headers.get("accept-language")),
  });
}
