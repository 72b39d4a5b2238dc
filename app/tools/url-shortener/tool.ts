import { defineTool } from "../definition.ts";

export const urlShortener = defineTool({
  slug: "url-shortener",
  category: "web-tools",
  icon: "Link",
  status: "active",
  featured: true,
  namespace: "url_shortener",
  evidenceKinds: ["shortened-link"],
  routes: [
    { path: "tools/url-shortener", file: "tools/url-shortener/screens/url-shortener-page.tsx" },
    { path: "tools/url-shortener/manage/:slug", file: "tools/url-shortener/screens/manage-page.tsx" },
    { path: "s/:slug?", file: "tools/url-shortener/screens/preview-page.tsx", localized: false },
    // What the /r/ redirect hands on: a link its creator removed (410), or none (404).
    { path: "r/:slug", file: "tools/url-shortener/screens/redirect-page.tsx", localized: false },
  ],
});
