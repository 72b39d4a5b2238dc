import { defineTool } from "../definition.ts";

export const urlShortener = defineTool({
  slug: "url-shortener",
  category: "web-tools",
  icon: "Link",
  status: "active",
  featured: true,
  namespace: "url_shortener",
  routes: [
    { path: "tools/url-shortener", file: "tools/url-shortener/screens/shortener-page.tsx" },
    { path: "s/:slug?", file: "tools/url-shortener/screens/preview-page.tsx", localized: false },
  ],
});
