import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES } from "./i18n/languages.ts";

/** Every screen of the spec's route table, as [path, module]. Each exists bare and under /en, /fr, /vi. */
const PAGES: ReadonlyArray<readonly [string, string]> = [
  ["", "routes/home.tsx"],
  ["discover", "routes/discover.tsx"],
  ["tools/url-shortener", "routes/url-shortener.tsx"],
  ["tools/text-tools", "routes/text-tools.tsx"],
  ["tools/text-tools/:tool", "routes/text-tool.tsx"],
  ["tools/:slug", "routes/tool.tsx"],
  ["category/:categorySlug", "routes/category.tsx"],
  ["settings", "routes/settings.tsx"],
  ["about", "routes/about.tsx"],
  ["help", "routes/help.tsx"],
  ["terms", "routes/terms.tsx"],
  ["privacy", "routes/privacy.tsx"],
  ["sitemap", "routes/sitemap.tsx"],
];

// Explicit prefixes rather than an optional ":lang?" segment, so that "/de/about" or "/tools/about" can
// never be mistaken for a page: anything that is not listed falls through to the 404 route.
const localized = PAGES.flatMap(([path, file]) => [
  path === "" ? index(file, { id: `${file}:bare` }) : route(path, file, { id: `${file}:bare` }),
  ...LANGUAGES.map((lang) => route(path === "" ? lang : `${lang}/${path}`, file, { id: `${file}:${lang}` })),
]);

export default [
  ...localized,
  route("s/:slug?", "routes/short-link.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
