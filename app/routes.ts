import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES } from "./i18n/languages.ts";
import { TOOLS } from "./tools/registry.ts";

const toolRoutes = TOOLS.flatMap((tool) => tool.routes);

/**
 * Every screen, as [path, module]: the site's pages and the tools' own (app/tools/). Each exists bare and
 * under /en, /fr, /vi. A tool without screens of its own has the generic tool page, /tools/{slug}.
 */
const PAGES: ReadonlyArray<readonly [string, string]> = [
  ["", "routes/home.tsx"],
  ["discover", "routes/discover.tsx"],
  ...toolRoutes
    .filter((route) => route.localized !== false)
    .map((route) => [route.path, route.file] as const),
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
  ...toolRoutes
    .filter((screen) => screen.localized === false)
    .map((screen) => route(screen.path, screen.file)),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
