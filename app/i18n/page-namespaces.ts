import { splitLanguagePrefix } from "./paths.ts";

/**
 * The text namespaces a page needs beyond "common", by path (without language prefix). Only these are
 * sent with the page, so a visitor of the home page does not download the legal texts.
 */
const PAGE_NAMESPACES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/about\/?$/, ["about"]],
  [/^\/help\/?$/, ["help"]],
  [/^\/(terms|privacy)\/?$/, ["legal"]],
  [/^\/settings\/?$/, ["settings"]],
  [/^\/tools\/url-shortener\/?$/, ["url_shortener"]],
  [/^\/s(\/|$)/, ["url_shortener"]],
  [/^\/tools\/text-tools(\/|$)/, ["tools", "text_tools"]],
];

/** Every namespace the page at `pathname` reads, "common" first. */
export function namespacesForPath(pathname: string): string[] {
  const { path } = splitLanguagePrefix(pathname);
  const extra = PAGE_NAMESPACES.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  return ["common", ...extra];
}
